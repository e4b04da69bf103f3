import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { UnsubscribeTexts } from './messages.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

const SECRET = 'unsubscribe-test-secret-of-at-least-32-characters';
const PUBLIC_URL = 'http://localhost:8080';
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

describe('unsubscribe links (ADR 077)', () => {
  let t: TestApp;
  const links = createUnsubscribeLinks({ secret: SECRET, publicUrl: PUBLIC_URL });
  beforeAll(async () => {
    t = await buildTestApp({ UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL });
  });
  afterAll(() => t.close());

  /** A member who gave their consent in the consent dialog; their id. */
  const consentingMember = async (sub: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/me/consent', headers: { authorization: `Bearer ${await t.sign({ sub })}` } });
    expect(response.statusCode).toBe(204);
    return (await t.database.db.selectFrom('members').select('id').where('subject', '=', sub).executeTakeFirstOrThrow()).id;
  };
  const consentOf = async (id: string) => (await t.database.db.selectFrom('members').select('mailing_consent_at').where('id', '=', id).executeTakeFirstOrThrow()).mailing_consent_at;
  const events = (id: string) => t.database.db.selectFrom('consent_events').select(['granted', 'source']).where('member_id', '=', id).orderBy('id').execute();
  const pathOf = (url: string) => new URL(url).pathname;

  describe('the link', () => {
    it('names the member, signed, and is the List-Unsubscribe of their marketing e-mails with a one-click POST', () => {
      const id = '0b9e5f8e-3c1a-4f7e-9a51-2d6f4c8b7a10';
      expect(links.url(id, 'marketing-email')).toMatch(/^http:\/\/localhost:8080\/unsubscribe\/[A-Za-z0-9_-]{44}$/);
      expect(links.verify(links.url(id, 'marketing-email').split('/').at(-1)!)).toEqual({ memberId: id, purpose: 'marketing-email' });
      expect(links.verify(links.url(id, 'weekly-digest').split('/').at(-1)!)).toEqual({ memberId: id, purpose: 'weekly-digest' });
      expect(links.headers(id, 'marketing-email')).toEqual({ 'List-Unsubscribe': `<${links.url(id, 'marketing-email')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    });

    it('refuses a token signed with another secret, altered, or malformed', () => {
      const id = '0b9e5f8e-3c1a-4f7e-9a51-2d6f4c8b7a10';
      const other = createUnsubscribeLinks({ secret: 'another-secret-another-secret-another', publicUrl: PUBLIC_URL });
      const token = links.url(id, 'marketing-email').split('/').at(-1)!;
      const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      for (const bad of [other.url(id, 'marketing-email').split('/').at(-1)!, altered, token.slice(1), `${token}=`, '', 'x'.repeat(44)]) expect(links.verify(bad)).toBeNull();
    });
  });

  describe('GET /unsubscribe/{token}', () => {
    it('shows one button that posts, and changes nothing (link scanners fetch it)', async () => {
      const id = await consentingMember('unsubscribe-get');
      const response = await t.app.inject({ method: 'GET', url: pathOf(links.url(id, 'marketing-email')) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(UnsubscribeTexts['marketing-email'].confirmTitle);
      expect(response.body).toContain(`<form method="post" action="${pathOf(links.url(id, 'marketing-email'))}">`);
      expect(response.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
      expect(response.body).toContain(`<button class="button" type="submit">${UnsubscribeTexts.button}</button>`);
      expect(await consentOf(id)).not.toBeNull();
      expect(await events(id)).toEqual([{ granted: true, source: 'consent-dialog' }]);
    });
  });

  describe('POST /unsubscribe/{token}', () => {
    it('withdraws the consent on a one-click POST without signing in, recorded as from the unsubscribe link', async () => {
      const id = await consentingMember('unsubscribe-post');
      const response = await t.app.inject({ method: 'POST', url: pathOf(links.url(id, 'marketing-email')), headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(UnsubscribeTexts.doneTitle);
      expect(await consentOf(id)).toBeNull();
      expect(await events(id)).toEqual([
        { granted: true, source: 'consent-dialog' },
        { granted: false, source: 'unsubscribe-link' },
      ]);
    });

    it('says it is done again on a repeat, recording nothing more', async () => {
      const id = await consentingMember('unsubscribe-twice');
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({ method: 'POST', url: pathOf(links.url(id, 'marketing-email')), headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
        expect(response.body).toContain(UnsubscribeTexts.doneTitle);
      }
      expect((await events(id)).filter((event) => !event.granted)).toHaveLength(1);
    });

    it('takes the one-click field as multipart/form-data too (RFC 8058 allows both)', async () => {
      const id = await consentingMember('unsubscribe-multipart');
      const boundary = 'x-boundary';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
      const response = await t.app.inject({ method: 'POST', url: pathOf(links.url(id, 'marketing-email')), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      expect(response.statusCode).toBe(200);
      expect(await consentOf(id)).toBeNull();
    });

    it('stops only the weekly digest with a digest e-mail’s link, leaving the marketing consent', async () => {
      const id = await consentingMember('unsubscribe-digest');
      const asked = await t.app.inject({ method: 'PUT', url: '/api/me/weekly-digest', headers: { authorization: `Bearer ${await t.sign({ sub: 'unsubscribe-digest' })}` } });
      expect(asked.json()).toMatchObject({ subscribed: true });
      const response = await t.app.inject({ method: 'POST', url: pathOf(links.url(id, 'weekly-digest')), headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
      expect(response.body).toContain(UnsubscribeTexts['weekly-digest'].done);
      const member = await t.database.db.selectFrom('members').select(['weekly_digest_at', 'mailing_consent_at']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(member.weekly_digest_at).toBeNull();
      expect(member.mailing_consent_at).not.toBeNull();
    });

    it('refuses a forged or altered token with a page saying so, and writes nothing', async () => {
      const id = await consentingMember('unsubscribe-forged');
      const forged = createUnsubscribeLinks({ secret: 'another-secret-another-secret-another', publicUrl: PUBLIC_URL });
      const token = links.url(id, 'marketing-email').split('/').at(-1)!;
      const altered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
      for (const url of [pathOf(forged.url(id, 'marketing-email')), `/unsubscribe/${altered}`, '/unsubscribe/not-a-token']) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.app.inject({ method, url, ...(method === 'POST' ? { headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' } : {}) });
          expect(response.statusCode).toBe(404);
          expect(response.body).toContain(UnsubscribeTexts.invalidTitle);
        }
      }
      expect(await consentOf(id)).not.toBeNull();
      expect(await events(id)).toEqual([{ granted: true, source: 'consent-dialog' }]);
    });
  });
});
