import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';

describe('GET /api/faq', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers anyone with the six seeded items about the scheme, in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/faq' });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ id: number; question: string; answer: string }[]>();
    expect(items.map((item) => item.question)).toEqual([
      'How do I join?',
      'How do I use my card?',
      'What are offers, and what rules do they have?',
      'How do vouchers work?',
      'What do you do with my personal data?',
      'How can I contact you?',
    ]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['answer', 'id', 'question']);
    expect(items.map((item) => item.answer).join(' ')).not.toMatch(/lorem ipsum/i);
  });

  it('answers 304 to a caller holding the current copy, and a new copy once the operator edits an item', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/faq' });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/faq', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const [item] = first.json<{ id: number }[]>();
    const headers = await asAdmin(t);
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/faq/${item!.id}`, headers, payload: { question: 'How do I sign up?', answer: 'Select Login.', version: 1 } });
    expect(edited.statusCode).toBe(200);

    const after = await t.app.inject({ method: 'GET', url: '/api/faq', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0]).toEqual({ id: item!.id, question: 'How do I sign up?', answer: 'Select Login.' });
  });
});
