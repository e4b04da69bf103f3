import type { IncomingMessage, ServerResponse } from 'node:http';
import providerContext from 'oidc-provider/lib/helpers/als.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Node 20 builds AsyncLocalStorage on async hooks: oidc-provider keeps each of its requests' context in
 * one (Provider.ctx), and its first request switches the hooks on for the whole process, after which
 * every promise any request creates pays for them (about 8% of config.json's throughput). Node 24
 * keeps the context without hooks, so only Node 20 needs this.
 */
export const contextUsesAsyncHooks = Number(process.versions.node.split('.')[0]) < 24;

/**
 * Runs the provider's requests as before, and switches its context storage off again once none is in
 * flight: the context only means something while a provider request runs, and the next one switches the
 * storage back on.
 */
export function releasingProviderContext(listener: RequestListener): RequestListener {
  if (!contextUsesAsyncHooks) return listener;
  let inFlight = 0;
  return (req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) providerContext.disable();
    });
    return listener(req, res);
  };
}
