import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, auditRows, breakAuditLog, expectOperatorsOnly } from '../../../../test/helpers/admin.ts';
import { type TestApp, buildTestApp } from '../../../../test/helpers/build-app.ts';

interface Item {
  id: number;
  position: number;
  question: string;
  answer: string;
  version: number;
}

describe('/api/admin/faq', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await asAdmin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/faq', headers })).json<Item[]>();
  const publicQuestions = async () => (await t.app.inject({ method: 'GET', url: '/api/faq' })).json<Item[]>().map((item) => item.question);
  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/faq', headers, payload });

  it('refuses anyone but an operator, writing nothing', async () => {
    const [item] = await list();
    await expectOperatorsOnly(t, { method: 'GET', url: '/api/admin/faq' });
    await expectOperatorsOnly(t, { method: 'POST', url: '/api/admin/faq', payload: { question: 'Q?', answer: 'A.' } });
    await expectOperatorsOnly(t, { method: 'PUT', url: `/api/admin/faq/${item!.id}`, payload: { question: 'Q?', answer: 'A.', version: item!.version } });
    await expectOperatorsOnly(t, { method: 'POST', url: `/api/admin/faq/${item!.id}/move`, payload: { direction: 'down', version: item!.version } });
    await expectOperatorsOnly(t, { method: 'DELETE', url: `/api/admin/faq/${item!.id}?version=${item!.version}` });
  });

  it('adds an item at the end, edits it and removes it, each with its audit entry, and the public FAQ follows', async () => {
    const created = await create({ question: '  Can I bring a friend?  ', answer: 'Yes.\nThey need their own card for offers.' });
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    expect(item).toMatchObject({ question: 'Can I bring a friend?', answer: 'Yes.\nThey need their own card for offers.', version: 1 });
    expect((await list()).at(-1)).toMatchObject({ id: item.id });
    expect((await publicQuestions()).at(-1)).toBe('Can I bring a friend?');

    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/faq/${item.id}`, headers, payload: { question: 'Can friends come too?', answer: 'Yes.', version: 1 } });
    expect(edited.json()).toMatchObject({ question: 'Can friends come too?', version: 2 });
    expect((await publicQuestions()).at(-1)).toBe('Can friends come too?');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/faq/${item.id}?version=1`, headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/faq/${item.id}?version=2`, headers })).statusCode).toBe(204);
    expect(await publicQuestions()).not.toContain('Can friends come too?');
    expect((await auditRows(t)).map((row) => [row.action, row.entity_type, row.entity_id])).toEqual([
      ['create', 'faq_item', String(item.id)],
      ['update', 'faq_item', String(item.id)],
      ['delete', 'faq_item', String(item.id)],
    ]);
  });

  it('moves an item one place up or down, swapping it with its neighbour; the ends stay put', async () => {
    const before = await list();
    const [first, second] = before;
    const moved = await t.app.inject({ method: 'POST', url: `/api/admin/faq/${second!.id}/move`, headers, payload: { direction: 'up', version: second!.version } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Item[]>().map((item) => item.id)).toEqual([second!.id, first!.id, ...before.slice(2).map((item) => item.id)]);
    expect((await publicQuestions()).slice(0, 2)).toEqual([second!.question, first!.question]);
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['move-up']);

    const top = moved.json<Item[]>()[0]!;
    const still = await t.app.inject({ method: 'POST', url: `/api/admin/faq/${top.id}/move`, headers, payload: { direction: 'up', version: top.version } });
    expect(still.json<Item[]>().map((item) => item.id)).toEqual(moved.json<Item[]>().map((item) => item.id));
    expect(await auditRows(t)).toHaveLength(1);

    const back = await t.app.inject({ method: 'POST', url: `/api/admin/faq/${top.id}/move`, headers, payload: { direction: 'down', version: top.version } });
    expect(back.json<Item[]>().map((item) => item.id)).toEqual(before.map((item) => item.id));
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/faq/${top.id}/move`, headers, payload: { direction: 'down', version: top.version } })).statusCode).toBe(409);
  });

  it('answers 400 with the field for a blank or overlong question or answer, 404 for an unknown item, and writes nothing', async () => {
    const before = await list();
    const blank = await create({ question: '   ', answer: 'A.' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ question: ['Required.'] });
    const long = await create({ question: 'Q?', answer: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ answer: ['At most 2000 characters.'] });
    expect((await create({ question: 'Q?', answer: 'A.\u0000' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/faq/1/move`, headers, payload: { direction: 'sideways', version: 1 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/faq/999999', headers, payload: { question: 'Q?', answer: 'A.', version: 1 } })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
    expect(await auditRows(t)).toEqual([]);
  });

  it('writes no item when its audit entry fails', async () => {
    const restore = await breakAuditLog(t);
    try {
      expect((await create({ question: 'Never?', answer: 'Never.' })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await list()).map((item) => item.question)).not.toContain('Never?');
  });
});
