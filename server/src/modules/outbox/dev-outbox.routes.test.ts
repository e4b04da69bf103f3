import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { enqueueMessage } from './outbox.repository.ts';

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await enqueueMessage(t.database.db, { channel: 'email', to: 'ada@test.example', subject: 'Your code <b>', text: 'Open http://localhost:8080/x' });
  });
  afterAll(() => t.close());

  it('lists the messages as JSON for tests and tools', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ channel: 'email', to: 'ada@test.example', subject: 'Your code <b>' })]);
  });

  it('shows them as an escaped HTML page with links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.body).toContain('Your code &lt;b&gt;');
    expect(response.body).toContain('<a href="http://localhost:8080/x">');
  });

  it('does not exist once a real transport is configured', async () => {
    const production = await buildTestApp({ SMTP_URL: 'smtp://mail.example:25' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
