import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import providerContext from 'oidc-provider/lib/helpers/als.js';
import { describe, expect, it } from 'vitest';
import { promisesTracked } from '../../test/helpers/promise-tracking.ts';
import { contextUsesAsyncHooks, releasingProviderContext } from './provider-context.ts';

function exchange() {
  return { req: new EventEmitter() as IncomingMessage, res: new EventEmitter() as ServerResponse };
}

describe.runIf(contextUsesAsyncHooks)('releasingProviderContext', () => {
  it('keeps the context inside a provider request and switches the hooks off once no request is in flight', async () => {
    const seen: unknown[] = [];
    const listener = releasingProviderContext(() => providerContext.run('ctx', () => seen.push(providerContext.getStore())));
    const first = exchange();
    const second = exchange();
    listener(first.req, first.res);
    listener(second.req, second.res);
    expect(seen).toEqual(['ctx', 'ctx']);
    expect(await promisesTracked()).toBe(true);

    first.res.emit('close');
    expect(await promisesTracked()).toBe(true);
    second.res.emit('close');
    expect(await promisesTracked()).toBe(false);
  });
});
