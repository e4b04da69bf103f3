import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { createOutboxRepository } from './outbox.repository.ts';

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createOutboxRepository(t.database.db).enqueue({
      channel: 'email',
      to: 'ada@test.example',
      subject: 'Your code <b>',
      text: 'Open http://localhost:8080/x',
      headers: { 'List-Unsubscribe': '<http://localhost:8080/unsubscribe/abc>' },
    });
  });
  afterAll(() => t.close());

  it('lists the messages as JSON for tests and tools', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ channel: 'email', to: 'ada@test.example', subject: 'Your code <b>' })]);
  });

  it("shows each message's header fields, in the JSON and on the page", async () => {
    const [message] = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    expect(message.headers).toEqual({ 'List-Unsubscribe': '<http://localhost:8080/unsubscribe/abc>' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('List-Unsubscribe: &lt;<a href="http://localhost:8080/unsubscribe/abc">http://localhost:8080/unsubscribe/abc</a>&gt;');
  });

  it('shows them as an escaped HTML page with links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.body).toContain('Your code &lt;b&gt;');
    expect(response.body).toContain('<a href="http://localhost:8080/x">');
  });

  it('lays the page out with a stylesheet of its own, which wraps long lines (laid out at 1280 px in e2e/dev-outbox.spec.ts)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('<link rel="stylesheet" href="/dev/outbox.css">');
    const css = await t.app.inject({ method: 'GET', url: '/dev/outbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('white-space: pre-wrap');
  });

  it.each(['https://venuepass.example', 'http://192.0.2.10:8080'])('does not exist on a public address (%s) without DEV_OUTBOX', async (publicUrl) => {
    const deployed = await buildTestApp({ PUBLIC_URL: publicUrl });
    try {
      await createOutboxRepository(deployed.database.db).enqueue({ channel: 'email', to: 'ada@test.example', subject: 'Your code', text: 'ABC123' });
      expect((await deployed.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await deployed.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await deployed.close();
    }
  });

  it('exists on a public address only when DEV_OUTBOX=true asks for it', async () => {
    const staging = await buildTestApp({ PUBLIC_URL: 'https://staging.venuepass.example', DEV_OUTBOX: 'true' });
    try {
      expect((await staging.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(200);
    } finally {
      await staging.close();
    }
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
