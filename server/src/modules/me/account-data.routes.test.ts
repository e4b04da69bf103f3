import { CloseAccountMessages } from '@venue-pass/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { tablesMentioning } from '../../../test/helpers/tables-mentioning.ts';
import { SELF_SERVICE_ACTOR_EMAIL } from '../admin/admin-actor.ts';
import { MEMBER_ERASED } from '../auth/erased-member.ts';

describe("a member's own data: GET /api/me/export and DELETE /api/me", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let counter = 0;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** A member who signed in `signedInSecondsAgo` ago (the first GET /api/me creates them). */
  async function member(signedInSecondsAgo = 10) {
    counter += 1;
    const email = `ottoline.${counter}@example.net`;
    const claims = { sub: `own-data-${counter}`, email, given_name: 'Ottoline', family_name: 'Morrell' };
    const headers = { authorization: `Bearer ${await t.sign({ ...claims, auth_time: nowSeconds() - signedInSecondsAgo })}` };
    const id: string = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().userId;
    return { id, email, headers, claims };
  }

  const close = (headers: Record<string, string>, email: string) => t.app.inject({ method: 'DELETE', url: '/api/me', headers, payload: { email } });

  it('gives the member the same export as the console, as a download, and logs it without their address', async () => {
    const { id, email, headers } = await member();
    const own = await t.app.inject({ method: 'GET', url: '/api/me/export', headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe('attachment; filename="venue-pass-my-data.json"');
    expect(own.headers['cache-control']).toBe('no-store');
    const console = await t.app.inject({ method: 'GET', url: `/api/admin/members/${id}/export`, headers: await asAdmin(t) });
    const { exportedAt: _mine, ...mine } = own.json();
    const { exportedAt: _theirs, ...theirs } = console.json();
    expect(mine).toEqual(theirs);
    expect(mine.profile).toMatchObject({ id, email, firstName: 'Ottoline' });
    const logged = await t.database.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity_id', '=', id).where('action', '=', 'export').execute();
    expect(logged).toContainEqual({ action: 'export', actor_email: SELF_SERVICE_ACTOR_EMAIL });
  });

  it('refuses visitors and staff without a member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me', payload: { email: 'x@example.net' } })).statusCode).toBe(401);
  });

  it('closes the account when the e-mail address is typed and the sign-in is recent: erased in one go, counts kept, the token refused after', async () => {
    const { id, email, headers } = await member();
    const closed = await close(headers, `  ${email.toUpperCase()} `);
    expect(closed.statusCode).toBe(204);
    const row = await t.database.db.selectFrom('members').select(['erased_at', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.erased_at).not.toBeNull();
    expect(row.email).not.toBe(email);
    expect(await tablesMentioning(t.database.db, [email])).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MEMBER_ERASED);
    const logged = await t.database.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity_id', '=', id).where('action', '=', 'erase').execute();
    expect(logged).toEqual([{ action: 'erase', actor_email: SELF_SERVICE_ACTOR_EMAIL }]);
  });

  it('refuses another address, changing nothing', async () => {
    const { id, headers } = await member();
    const refused = await close(headers, 'someone.else@example.net');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: CloseAccountMessages.emailMismatch, errors: { email: [CloseAccountMessages.emailMismatch] } });
    expect((await t.database.db.selectFrom('members').select('erased_at').where('id', '=', id).executeTakeFirstOrThrow()).erased_at).toBeNull();
  });

  it('asks for a fresh sign-in (RFC 9470) when the last one is over 5 minutes old or unknown, changing nothing', async () => {
    const old = await member(301);
    const refused = await close(old.headers, old.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(CloseAccountMessages.signInAgain);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_user_authentication", max_age=300');
    expect((await t.database.db.selectFrom('members').select('erased_at').where('id', '=', old.id).executeTakeFirstOrThrow()).erased_at).toBeNull();

    const unknown = { authorization: `Bearer ${await t.sign(old.claims)}` };
    expect((await close(unknown, old.email)).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${await t.sign({ ...old.claims, auth_time: nowSeconds() - 5 })}` };
    expect((await close(fresh, old.email)).statusCode).toBe(204);
  });
});
