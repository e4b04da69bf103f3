import { type CampaignInput, CampaignInputSchema } from '@venue-pass/contracts';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../test/helpers/database.ts';
import { TEST_ISSUER } from '../../../test/helpers/tokens.ts';
import type { Database } from '../../db/database.ts';
import { createConsentRepository } from '../onboarding/consent.repository.ts';
import { createUnsubscribeLinks } from '../unsubscribe/unsubscribe-links.ts';
import { renderCampaignEmail } from './campaign-email.ts';
import { type CampaignSendsOptions, campaignMessageKey, createCampaignSends } from './campaign-sends.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';

const PUBLIC_URL = 'https://venuepass.example';
const links = createUnsubscribeLinks({ secret: 'campaign-test-secret-of-32-characters-at-least', publicUrl: PUBLIC_URL });

let testDb: TestDatabase;
let db: Kysely<Database>;
/** A second instance's connection: its own pool on PostgreSQL; on PGlite, which has one connection, the same. */
let otherDb: Kysely<Database>;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  otherDb = process.env['TEST_DATABASE_URL'] ? await testDb.reopen() : db;
});
afterAll(() => testDb.destroy());
beforeEach(async () => {
  await db.deleteFrom('campaigns').execute();
  await sql`truncate outbox_messages, consent_events`.execute(db);
  await db.deleteFrom('members').execute();
});

let n = 0;
async function member({ consent = true, student = false } = {}): Promise<string> {
  n += 1;
  const { id } = await db
    .insertInto('members')
    .values({ issuer: TEST_ISSUER, subject: `send-${n}`, email: `s${n}@example.org`, first_name: 'S', last_name: `N${n}`, student_verification: student ? 'Verified' : 'None' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (consent) await createConsentRepository(db).set(id, 'marketing-email', true, 'consent-dialog');
  return id;
}

async function campaign(values: Partial<CampaignInput> = {}): Promise<number> {
  const input = CampaignInputSchema.parse({ subject: 'Summer nights', body: 'Long evenings.\n\nBring a friend.', audience: {}, ...values });
  return createCampaignsRepository(db).insert(input, new Date(Date.now() - 1000), 'operator@test.example');
}

const sends = (options: Partial<CampaignSendsOptions> = {}) => createCampaignSends({ db, links, publicUrl: PUBLIC_URL, perMinute: 1000, ...options });
const outbox = () => db.selectFrom('outbox_messages').selectAll().orderBy('recipient').execute();
const recipients = async (campaignId: number) =>
  (await db.selectFrom('campaign_recipients').select('member_id').where('campaign_id', '=', String(campaignId)).execute()).map((row) => row.member_id).sort();
const statusOf = async (id: number) => (await createCampaignsRepository(db).find(id))!.status;

describe('campaign sends', () => {
  it('queues one e-mail per consenting member of the audience, each with their own one-click unsubscribe link', async () => {
    const ada = await member({ student: true });
    const bea = await member({ student: true });
    await member({ student: false });
    await member({ student: true, consent: false });
    const id = await campaign({ audience: { favouriteVenueIds: [], students: true, vip: false, verifiedOnly: false } });

    expect(await sends().queueDue()).toBe(2);
    const messages = await outbox();
    expect(messages.map((message) => message.recipient).sort()).toEqual(['s1@example.org', 's2@example.org'].sort());
    for (const [message, memberId] of [[messages[0]!, ada], [messages[1]!, bea]] as const) {
      expect(message.headers).toEqual({ 'List-Unsubscribe': `<${links.url(memberId, 'marketing-email')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(message.body_text).toContain(links.url(memberId, 'marketing-email'));
      expect(message.idempotency_key).toBe(campaignMessageKey(String(id), memberId));
      expect(message.subject).toBe('Summer nights');
    }
    expect(await statusOf(id)).toBe('sent');
  });

  it('sends only to members whose consent holds when it goes, not when it was written', async () => {
    const withdrew = await member();
    const stays = await member();
    const id = await campaign();
    const joined = await member();
    await createConsentRepository(db).set(withdrew, 'marketing-email', false, 'my-account');
    await sends().queueDue();
    expect(await recipients(id)).toEqual([stays, joined].sort());
  });

  it('leaves a campaign scheduled later alone, and a cancelled one', async () => {
    await member();
    const later = await createCampaignsRepository(db).insert(CampaignInputSchema.parse({ subject: 'Later', body: 'x', audience: {} }), new Date(Date.now() + 3_600_000), 'o@test.example');
    const cancelled = await campaign();
    await createCampaignsRepository(db).cancel(cancelled);
    expect(await sends().queueDue()).toBe(0);
    expect(await statusOf(later)).toBe('scheduled');
    expect(await statusOf(cancelled)).toBe('cancelled');
  });

  it('queues at most the configured number a run, going on at the next', async () => {
    for (let i = 0; i < 5; i++) await member();
    const id = await campaign();
    const limited = sends({ perMinute: 3, batchSize: 2 });
    expect(await limited.queueDue()).toBe(3);
    expect(await statusOf(id)).toBe('sending');
    expect(await limited.queueDue()).toBe(2);
    expect(await statusOf(id)).toBe('sent');
    expect(await limited.queueDue()).toBe(0);
    expect(await outbox()).toHaveLength(5);
  });

  it('gives each member one message when two instances run at once', async () => {
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await member());
    const id = await campaign();
    const [a, b] = await Promise.all([sends({ batchSize: 3 }).queueDue(), createCampaignSends({ db: otherDb, links, publicUrl: PUBLIC_URL, perMinute: 1000, batchSize: 3 }).queueDue()]);
    expect(a + b).toBe(12);
    expect(await recipients(id)).toEqual(members.sort());
    expect(await outbox()).toHaveLength(12);
    expect(await statusOf(id)).toBe('sent');
  });

  it('goes on after a run dies mid-send (a crash, a restart) without sending anyone a second copy', async () => {
    const members = [];
    for (let i = 0; i < 7; i++) members.push(await member());
    const id = await campaign();
    let rendered = 0;
    const dying = sends({
      batchSize: 2,
      render: (...args) => {
        rendered += 1;
        if (rendered === 5) throw new Error('the process died');
        return renderCampaignEmail(...args);
      },
    });
    await expect(dying.queueDue()).rejects.toThrow('the process died');
    // Two batches of two committed; the third died with its transaction.
    expect(await recipients(id)).toHaveLength(4);
    expect(await outbox()).toHaveLength(4);

    const restarted = createCampaignSends({ db: otherDb, links, publicUrl: PUBLIC_URL, perMinute: 1000, batchSize: 2 });
    expect(await restarted.queueDue()).toBe(3);
    expect(await recipients(id)).toEqual(members.sort());
    const messages = await outbox();
    expect(messages).toHaveLength(7);
    expect(new Set(messages.map((message) => message.recipient)).size).toBe(7);
    expect(await statusOf(id)).toBe('sent');
  });

  it('counts queued, sent, failed and unsubscribed messages', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const id = await campaign();
    await sends().queueDue();
    const messageOf = async (memberId: string) =>
      (await db.selectFrom('campaign_recipients').select('outbox_message_id').where('member_id', '=', memberId).executeTakeFirstOrThrow()).outbox_message_id;
    await db.updateTable('outbox_messages').set({ status: 'sent' }).where('id', 'in', [await messageOf(a), await messageOf(b)]).execute();
    await db.updateTable('outbox_messages').set({ status: 'failed' }).where('id', '=', await messageOf(c)).execute();
    await createConsentRepository(db).set(b, 'marketing-email', false, 'unsubscribe-link');
    const found = await createCampaignsRepository(db).find(id);
    expect(found).toMatchObject({ queued: 3, sent: 2, failed: 1, unsubscribed: 1 });
  });
});
