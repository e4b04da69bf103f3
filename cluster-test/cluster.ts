// npm run test:cluster: three instances of the compiled server on one PostgreSQL behind HAProxy (issue 23 item 6,
// ADR 070). Each check is printed; any failure exits non-zero, and every process started here is stopped either way.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signIn } from '../bench/sign-in.ts';
import { freshSecrets } from '../server/src/config/fresh-secrets.ts';
import { LEASE_SECONDS } from '../server/src/modules/outbox/outbox.dispatcher.ts';
import { startSmtpSink } from '../server/src/modules/outbox/smtp-sink.test-helper.ts';
import { DEMO_MEMBER, DEMO_OPERATOR } from '../server/src/seed/demo-content.ts';
import { DEMO_STAFF } from '../server/src/seed/demo-staff.ts';
import { step } from '../server/test/helpers/harness-step.ts';
import { waitForReady } from '../server/test/helpers/wait-for-ready.ts';
import { haproxyConfig } from './haproxy-config.ts';
import { type Answer, call } from './loopback-client.ts';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env['CLUSTER_POSTGRES_URL'] ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const DATABASE = 'test_cluster';
// Fixed ports, so two harnesses on one machine can be given ranges that do not meet.
const PORT_BASE = Number(process.env['CLUSTER_PORT_BASE'] ?? 18100);
const PROXY = `http://127.0.0.1:${PORT_BASE}`;
const STATS = `http://127.0.0.1:${PORT_BASE + 10}`;
const INSTANCES = [1, 2, 3].map((n) => ({ name: `instance ${n}`, port: PORT_BASE + n, url: `http://127.0.0.1:${PORT_BASE + n}` }));
const CONTACT_LIMIT = 5;
const PHONE_LIMIT = 3;
const SHUTDOWN_DELAY_SECONDS = 2;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE}`);
await admin.query(`create database ${DATABASE}`);
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${DATABASE}`;
const db = new pg.Client({ connectionString: databaseUrl.href });
const work = await mkdtemp(path.join(tmpdir(), 'venue-pass-cluster-'));
const sink = await startSmtpSink();
const running = new Map<string, ChildProcess>();
let haproxy: ChildProcess | undefined;

const sharedEnv = {
  ...process.env,
  // One issuer, one set of signing keys and cookie keys: a token or a sign-in cookie from one instance works on all.
  ...(await freshSecrets()),
  DATABASE_URL: databaseUrl.href,
  HOST: '127.0.0.1',
  PUBLIC_URL: PROXY,
  TRUST_PROXY: '1',
  METRICS_PORT: 'off',
  LOG_LEVEL: 'warn',
  SMTP_URL: sink.url,
  SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  CONTACT_FORM_LIMIT_PER_10_MINUTES: String(CONTACT_LIMIT),
  SEND_LIMIT_PHONE_PER_DAY: String(PHONE_LIMIT),
  // Every request of the per-number check counts against the number: no repeat answered from the last one ...
  VERIFICATION_RESEND_SECONDS: '0',
  // ... and no per-IP limit or proof of work in its way.
  SEND_LIMIT_IP_PER_HOUR: '1000',
  SEND_POW_AFTER_PER_IP: '1000',
  // The kill step sends vouchers to hundreds of numbers of one fictional range, for one promotion.
  SEND_LIMIT_PREFIX_PER_HOUR: '100000',
  SEND_LIMIT_PROMOTION_PER_HOUR: '100000',
  SEND_DAILY_CAP: '100000',
};

async function startInstance(instance: (typeof INSTANCES)[number]): Promise<void> {
  const log = createWriteStream(path.join(work, `${instance.name}.log`), { flags: 'a' });
  await once(log, 'open');
  const child = spawn(process.execPath, ['--conditions=compiled', 'dist/server.js'], {
    cwd: path.join(root, 'server'),
    env: { ...sharedEnv, PORT: String(instance.port) },
    stdio: ['ignore', log, log],
  });
  running.set(instance.name, child);
  child.once('exit', () => log.end());
  await waitForReady(instance.url, 120_000);
}

async function stopInstance(instance: (typeof INSTANCES)[number], signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null> {
  const child = running.get(instance.name)!;
  const exited = once(child, 'exit') as Promise<[number | null]>;
  child.kill(signal);
  const [code] = await exited;
  running.delete(instance.name);
  return code;
}

/** Until HAProxy's health checks count every instance as up (its statistics, as CSV). */
async function proxySeesAll(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const csv = (await call(`${STATS}/stats;csv`)).text;
    const servers = csv.split('\n').filter((line) => line.startsWith('instances,') && !line.startsWith('instances,BACKEND'));
    // The 18th column is the status: UP, DOWN, or UP 1/2 while the checks are still rising.
    if (servers.length === INSTANCES.length && servers.every((line) => line.split(',')[17] === 'UP')) return;
    if (Date.now() > deadline) throw new Error(`HAProxy does not count every instance as up:\n${servers.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs `work` in `workers` loops while `during` runs; returns every answer. */
async function underLoad(workers: number, work: (n: number) => Promise<Answer>, during: () => Promise<void>) {
  const answers: Answer[] = [];
  let going = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (going) answers.push(await work((n += 1)));
  });
  try {
    await during();
  } finally {
    going = false;
    await Promise.all(loops);
  }
  return answers;
}

const failedAnswers = (answers: Answer[]) => answers.filter((answer) => answer.status === 0 || answer.status >= 500);

let failed = false;
try {
  await step('three instances start on one PostgreSQL behind HAProxy, which health-checks /health/ready', async () => {
    // The first migrates and seeds; the others find both done.
    await startInstance(INSTANCES[0]!);
    await Promise.all(INSTANCES.slice(1).map(startInstance));
    const configFile = path.join(work, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ port: PORT_BASE, statsPort: PORT_BASE + 10, servers: INSTANCES }));
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForReady(PROXY, 30_000);
    await proxySeesAll();
    await db.connect();
  });

  const [staffToken, memberToken, operatorToken] = await step('a token from one instance works on all', async () => {
    const tokens = await Promise.all([DEMO_STAFF, DEMO_MEMBER, DEMO_OPERATOR].map((account) => signIn(PROXY, account)));
    for (const instance of INSTANCES) {
      const me = await call(`${instance.url}/api/me`, { token: tokens[1] });
      assert.equal(me.status, 200, `${instance.name}: ${me.text}`);
    }
    return tokens;
  });
  const cardId = (JSON.parse((await call(`${PROXY}/api/me`, { token: memberToken })).text) as { userId: string }).userId;
  const [venue] = JSON.parse((await call(`${PROXY}/api/staff/venues`, { token: staffToken })).text) as { id: number }[];
  const card = JSON.parse((await call(`${PROXY}/api/staff/cards/${cardId}?venueId=${venue!.id}`, { token: staffToken })).text) as {
    offers: { id: number; redemptionRule: string }[];
  };
  const offerOf = (rule: string) => card.offers.find((offer) => offer.redemptionRule === rule)!.id;
  const redeem = (offerId: number, key: string, base = PROXY) =>
    call(`${base}/api/staff/redemptions`, {
      method: 'POST',
      token: staffToken,
      headers: { 'idempotency-key': key },
      body: { cardId, offerId, venueId: venue!.id },
    });
  const redemptionsOf = async (offerId: number) =>
    Number((await db.query('select count(*) from offer_redemptions where offer_id = $1 and undone_at is null', [offerId])).rows[0].count);

  await step('50 parallel redemptions of one offer, spread over the instances, give exactly one', async () => {
    const offerId = offerOf('once');
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(offerId, randomUUID())));
    assert.equal(answers.filter((answer) => answer.status === 201).length, 1);
    assert.equal(answers.filter((answer) => answer.status === 409).length, 49);
    assert.equal(await redemptionsOf(offerId), 1);
  });

  await step(`the per-IP limit holds across instances: ${CONTACT_LIMIT} contact-form posts of 12 from one address`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        call(`${PROXY}/api/contact-form`, { from: '127.0.0.2', body: { name: 'Ada Lovelace', email: 'ada@example.com', message: `per-ip ${n}` } }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.status === 201).length, CONTACT_LIMIT, answers.map((answer) => `${answer.status} ${answer.text}`).join('\n'));
    assert.equal(answers.filter((answer) => answer.status === 429).length, 12 - CONTACT_LIMIT);
  });

  await step(`the per-number limit holds across instances: ${PHONE_LIMIT} mobile sign-up texts of 12 to one number`, async () => {
    const { rows } = await db.query('select id from registration_sources order by id limit 1');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        call(`${PROXY}/api/mobile-signup`, { from: `127.0.1.${n + 1}`, body: { mobileNumber: '+447700900123', registrationSourceId: rows[0].id } }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.status === 201).length, PHONE_LIMIT, answers.map((answer) => answer.status).join());
    assert.equal(answers.filter((answer) => answer.status === 429).length, 12 - PHONE_LIMIT);
  });

  await step('a console change made through one instance shows on the others within a second', async () => {
    const [first, ...others] = INSTANCES;
    // Each instance keeps the visitors' venue list in memory (30 s): prime those copies first.
    for (const instance of others) assert.equal((await call(`${instance.url}/api/venues`)).status, 200);
    const saved = JSON.parse((await call(`${first!.url}/api/admin/venues/${venue!.id}`, { token: operatorToken })).text) as Record<string, unknown>;
    const description = `Changed in the console ${randomUUID()}`;
    const { name, website, address, timeZone, openingHours, active, version } = saved;
    const put = await call(`${first!.url}/api/admin/venues/${venue!.id}`, {
      method: 'PUT',
      token: operatorToken,
      // The demo venue has no address, which the console asks for on saving.
      body: { name, description, website, address: address || '1 Harbour Row', timeZone, openingHours, active, version },
    });
    assert.equal(put.status, 200, put.text);
    const savedAt = Date.now();
    await Promise.all(
      others.map(async (instance) => {
        while (!(await call(`${instance.url}/api/venues`)).text.includes(description)) {
          assert.ok(Date.now() - savedAt < 1000, `${instance.name} still shows the old venue after a second`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
  });

  await step('SIGKILL of one instance under load loses no redemption or voucher, doubles none; each e-mail goes once', async () => {
    const offerId = offerOf('unlimited');
    const promotion = await call(`${PROXY}/api/admin/promotions`, {
      token: operatorToken,
      body: {
        name: 'Cluster test vouchers',
        venueId: venue!.id,
        channel: 'sms',
        requireVerification: false,
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: '9999-12-31T23:59:59.000Z',
        voucherValidDays: 30,
        cap: null,
      },
    });
    assert.equal(promotion.status, 201, promotion.text);
    const { id: promotionId, publicId } = JSON.parse(promotion.text) as { id: number; publicId: string };
    const numbers: string[] = [];
    let killedAt = new Date();
    const before = await redemptionsOf(offerId);
    const keys: string[] = [];
    let retried = 0;
    const mails: { token: string; status: number }[] = [];
    // A staff device retries a failed redemption with the same Idempotency-Key, as the SPA does.
    const redeemUntilAnswered = async (): Promise<Answer> => {
      const key = randomUUID();
      keys.push(key);
      for (;;) {
        const answer = await redeem(offerId, key);
        if (answer.status !== 0 && answer.status < 500) return answer;
        retried += 1;
      }
    };
    // A visitor asking for a voucher retries with the same Idempotency-Key, as the SPA does.
    const voucherUntilAnswered = async (n: number): Promise<Answer> => {
      const phoneNumber = `+447700900${String(200 + numbers.length).padStart(3, '0')}`;
      numbers.push(phoneNumber);
      const key = randomUUID();
      for (;;) {
        const answer = await call(`${PROXY}/api/vouchers/send`, {
          from: `127.0.${2 + Math.floor(n / 200)}.${1 + (n % 200)}`,
          headers: { 'idempotency-key': key },
          body: { id: publicId, phoneNumber },
        });
        if (answer.status !== 0 && answer.status < 500) return answer;
        retried += 1;
      }
    };
    const contact = async (n: number): Promise<Answer> => {
      const token = randomUUID();
      // One address per post, so the per-IP limit stays out of it.
      const answer = await call(`${PROXY}/api/contact-form`, {
        from: `127.0.${2 + Math.floor(n / 200)}.${1 + (n % 200)}`,
        body: { name: 'Grace Hopper', email: 'grace@example.com', message: `kill ${token}` },
      });
      mails.push({ token, status: answer.status });
      return answer;
    };
    // One request in eight a contact post: the outboxes claim a few messages every 2 s, so more would only
    // make the run wait for its e-mails.
    const answers = await underLoad(6, (n) => (n % 8 === 0 ? contact(n) : n % 4 === 2 ? voucherUntilAnswered(n) : redeemUntilAnswered()), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await stopInstance(INSTANCES[1]!, 'SIGKILL');
      killedAt = (await db.query('select now() as at')).rows[0].at as Date;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    });
    const redemptionAnswers = answers.filter((answer) => answer.url.endsWith('/redemptions'));
    assert.ok(redemptionAnswers.every((answer) => answer.status === 201), redemptionAnswers.map((answer) => answer.status).join());
    assert.equal((await redemptionsOf(offerId)) - before, keys.length, 'one redemption per Idempotency-Key');
    const voucherAnswers = answers.filter((answer) => answer.url.endsWith('/vouchers/send'));
    assert.ok(voucherAnswers.every((answer) => answer.status === 200 && answer.text.includes('"voucherSent":true')), voucherAnswers.map((answer) => answer.text).join());
    const vouchers = (await db.query("select phone_number from promo_codes where promotion_id = $1 and status = 'issued'", [promotionId])).rows as { phone_number: string }[];
    assert.deepEqual(vouchers.map((row) => row.phone_number).sort(), [...numbers].sort(), 'one voucher per number');
    const texts = (await db.query("select recipient from outbox_messages where channel = 'sms' and recipient = any($1)", [numbers])).rows as { recipient: string }[];
    assert.deepEqual(texts.map((row) => row.recipient).sort(), [...numbers].sort(), 'one text per voucher');
    // A post answered 201 was stored once; one cut by the kill was stored once or not at all.
    const stored = new Map<string, number>();
    for (const { message } of (await db.query("select message from contact_form_submissions where message like 'kill %'")).rows as { message: string }[]) {
      stored.set(message.slice(5), (stored.get(message.slice(5)) ?? 0) + 1);
    }
    for (const mail of mails) {
      if (mail.status === 201) assert.equal(stored.get(mail.token), 1, `contact post ${mail.token} answered 201`);
      assert.ok((stored.get(mail.token) ?? 0) <= 1, `contact post ${mail.token} stored twice`);
    }
    // Each submission's e-mail (Message-ID: the outbox row's id) reaches the SMTP server exactly once, from
    // whichever instance's outbox.
    const submissions = Number((await db.query('select count(*) from contact_form_submissions')).rows[0].count);
    const emails = (await db.query("select id from outbox_messages where channel = 'email'")).rows.map(({ id }) => `<${id}@venuepass.example>`);
    assert.equal(emails.length, submissions, 'one e-mail queued per submission');
    const received = (id: string) => sink.received.filter((mail) => mail.messageId === id).length;
    // Waits while the e-mails keep arriving: the outboxes send a few every 2 s, slower on a busy machine, so the
    // wait ends once none has arrived for `quietMs`, or after `ms` in all.
    const allReceived = async (quietMs: number, ms: number) => {
      const deadline = Date.now() + ms;
      let count = sink.received.length;
      let lastArrival = Date.now();
      while (emails.some((id) => received(id) === 0) && Date.now() < deadline && Date.now() - lastArrival < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (sink.received.length > count) [count, lastArrival] = [sink.received.length, Date.now()];
      }
    };
    await allReceived(10_000, 60_000);
    // A message the killed instance had claimed waits for its lease (LEASE_SECONDS, 120 s) to run out before
    // another instance sends it. Once the live instances have sent all else, the harness moves those claims'
    // end to now, as the clock would: a message the killed instance had already handed to the SMTP server
    // is then sent again and fails the check below, as it would after the wait.
    const expired = await db.query(
      "update outbox_messages set next_attempt_at = now() where channel = 'email' and status = 'pending' and next_attempt_at <= $1::timestamptz + make_interval(secs => $2)",
      [killedAt, LEASE_SECONDS],
    );
    await allReceived(30_000, 120_000);
    for (const id of emails) {
      if (received(id) === 1) continue;
      // What the outbox holds of it says which path lost or doubled it.
      const [row] = (await db.query(
        'select status, attempts, next_attempt_at, last_error, sent_at from outbox_messages where id = $1',
        [id.slice(1, id.indexOf('@'))],
      )).rows;
      assert.equal(received(id), 1, `e-mail ${id} received (killed at ${killedAt.toISOString()}; outbox row ${JSON.stringify(row)})`);
    }
    assert.equal(sink.received.length, emails.length, 'no e-mail but these');
    console.log(`    ${keys.length} redemptions and ${numbers.length} vouchers (${retried} cut by the kill and retried), ${stored.size} e-mails (${failedAnswers(answers).length} posts cut, ${expired.rowCount} waiting on a claim or retry from before the kill, brought forward)`);
    await startInstance(INSTANCES[1]!);
    await proxySeesAll();
  });

  await step('a rolling restart (SIGTERM each instance in turn) under load fails no request', async () => {
    const offerId = offerOf('unlimited');
    const answers = await underLoad(
      6,
      (n) => {
        if (n % 3 === 0) return redeem(offerId, randomUUID());
        if (n % 3 === 1) return call(`${PROXY}/api/me`, { token: memberToken });
        return call(`${PROXY}/api/venues`);
      },
      async () => {
        for (const instance of INSTANCES) {
          assert.equal(await stopInstance(instance, 'SIGTERM'), 0, `${instance.name} exit code`);
          await startInstance(instance);
          await proxySeesAll();
        }
      },
    );
    const failures = failedAnswers(answers);
    assert.equal(failures.length, 0, `${failures.length} of ${answers.length} failed: ${failures.slice(0, 5).map((answer) => `${answer.status} ${answer.url}`).join(', ')}`);
    console.log(`    ${answers.length} requests`);
  });
} catch (error) {
  failed = true;
  console.error('FAILED:', error);
  for (const instance of INSTANCES) {
    const log = await readFile(path.join(work, `${instance.name}.log`), 'utf8').catch(() => '');
    console.error(`--- ${instance.name} (last lines)\n${log.split('\n').slice(-20).join('\n')}`);
  }
} finally {
  for (const child of [...running.values(), haproxy]) child?.kill('SIGKILL');
  await db.end().catch(() => undefined);
  await sink.close();
  await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  await admin.end();
  await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
