import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { WalletLinkSchema, cardNumberFromUserId } from '@venue-pass/contracts';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helpers/build-app.ts';
import { createAppleCertificateSource, generateDevelopmentCertificates } from './apple-certificates.ts';
import { forge } from './forge.ts';
import { GOOGLE_SAVE_URL } from './google-wallet.ts';
import { walletMessages } from './messages.ts';
import { readZip } from './read-zip.test-helper.ts';

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GOOGLE_ISSUER_ID = '3388000000022222222';
const SERVICE_ACCOUNT = 'wallet@venue-pass-test.iam.gserviceaccount.com';

describe('wallet routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      GOOGLE_WALLET_ISSUER_ID: GOOGLE_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: SERVICE_ACCOUNT,
      // Escaped line breaks, as a PEM usually arrives through an environment variable.
      GOOGLE_WALLET_PRIVATE_KEY_PEM: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
      APPLE_PASS_TYPE_ID: 'pass.example.test',
      APPLE_TEAM_ID: 'TEAM123456',
    });
  });
  afterAll(() => t.close());

  const claims = { sub: 'wallet-member', given_name: 'Grace', family_name: 'Hopper' };
  const walletLink = async (type: string | number, query = '?b=ios') =>
    t.app.inject({ method: 'GET', url: `/api/wallet/${type}${query}`, headers: { authorization: `Bearer ${await t.sign(claims)}` } });
  const download = (id: string) => t.app.inject({ method: 'GET', url: `/api/wallet/download/${id}` });
  const userId = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${await t.sign(claims)}` } })).json().userId as string;

  describe('GET /api/wallet/1 (Apple)', () => {
    it('answers a download id as JSON text; the download is a signed pass for the member', async () => {
      const response = await walletLink(1);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      const id = WalletLinkSchema.parse(response.json());

      const pass = await download(id);
      expect(pass.statusCode).toBe(200);
      expect(pass.headers['content-type']).toBe('application/vnd.apple.pkpass');
      const files = readZip(pass.rawPayload);
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']));

      const passJson = JSON.parse(files['pass.json']!.toString());
      const memberId = await userId();
      expect(passJson).toMatchObject({
        passTypeIdentifier: 'pass.example.test',
        teamIdentifier: 'TEAM123456',
        serialNumber: memberId,
        storeCard: {
          primaryFields: [expect.objectContaining({ value: 'Grace Hopper' })],
          secondaryFields: [expect.objectContaining({ value: cardNumberFromUserId(memberId) })],
        },
      });
      expect(passJson.barcodes[0]).toMatchObject({ message: memberId, format: 'PKBarcodeFormatQR' });

      // The signature is PKCS#7 over manifest.json, made with the (development) Pass Type ID certificate.
      const manifest = JSON.parse(files['manifest.json']!.toString());
      expect(manifest['pass.json']).toMatch(/^[0-9a-f]{40}$/);
      const signed = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(files['signature']!.toString('binary')));
      const subjects = signed.certificates.map((cert) => cert.subject.getField('CN')?.value);
      expect(subjects).toContain('Pass Type ID: pass.example.test');
    });

    it('serves each download id once', async () => {
      const id = WalletLinkSchema.parse((await walletLink(1)).json());
      expect((await download(id)).statusCode).toBe(200);

      const again = await download(id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: walletMessages.downloadGone });
    });

    it('refuses a download id after five minutes', async () => {
      const id = WalletLinkSchema.parse((await walletLink(1)).json());
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
      try {
        expect((await download(id)).statusCode).toBe(404);
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses unknown and malformed ids without touching anything', async () => {
      expect((await download('A'.repeat(43))).statusCode).toBe(404);
      expect((await download('short')).statusCode).toBe(400);
    });

    it('keeps only hashes of download ids in the database', async () => {
      const id = WalletLinkSchema.parse((await walletLink(1)).json());
      const rows = await t.database.db.selectFrom('wallet_downloads').select('id_hash').execute();
      expect(rows.map((row) => row.id_hash)).not.toContain(id);
    });

    it('signs with the same development certificate after a restart', async () => {
      const first = await t.database.db.selectFrom('wallet_settings').select('value').where('name', '=', 'apple_development_certificates').executeTakeFirstOrThrow();
      const id = WalletLinkSchema.parse((await walletLink(1)).json());
      await download(id);
      const after = await t.database.db.selectFrom('wallet_settings').selectAll().execute();
      expect(after.filter((row) => row.name === 'apple_development_certificates')).toEqual([expect.objectContaining({ value: first.value })]);
    });
  });

  describe('GET /api/wallet/2 (Google)', () => {
    it('answers a save link whose JWT verifies with the configured key and holds the loyalty object', async () => {
      const response = await walletLink(2, '?b=android');
      expect(response.statusCode).toBe(200);
      const url = WalletLinkSchema.parse(response.json());
      expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);

      const jwt = url.slice(GOOGLE_SAVE_URL.length);
      const { payload, protectedHeader } = await jwtVerify(jwt, google.publicKey, {
        issuer: SERVICE_ACCOUNT,
        audience: 'google',
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload['typ']).toBe('savetowallet');
      const memberId = await userId();
      const { loyaltyObjects, loyaltyClasses } = payload['payload'] as {
        loyaltyObjects: Record<string, unknown>[];
        loyaltyClasses: Record<string, unknown>[];
      };
      expect(loyaltyObjects[0]).toMatchObject({
        id: `${GOOGLE_ISSUER_ID}.${memberId}`,
        classId: loyaltyClasses[0]!['id'],
        accountName: 'Grace Hopper',
        barcode: { type: 'QR_CODE', value: memberId },
      });
    });

    it('does not verify with another key', async () => {
      const url = WalletLinkSchema.parse((await walletLink(2)).json());
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
      await expect(jwtVerify(url.slice(GOOGLE_SAVE_URL.length), stranger.publicKey)).rejects.toThrow();
      expect(decodeJwt(url.slice(GOOGLE_SAVE_URL.length)).aud).toBe('google');
    });
  });

  describe('validation', () => {
    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/wallet/1?b=ios' })).statusCode).toBe(401);
    });

    it('answers 400 for an unknown wallet type or platform', async () => {
      expect((await walletLink(3)).statusCode).toBe(400);
      expect((await walletLink(1, '?b=windows-phone')).statusCode).toBe(400);
    });
  });
});

describe('development signing material', () => {
  it('is generated once and used by Google links when no key is configured', async () => {
    const t = await buildTestApp();
    try {
      const token = await t.sign();
      const first = await t.app.inject({ method: 'GET', url: '/api/wallet/2?b=android', headers: { authorization: `Bearer ${token}` } });
      expect(first.statusCode).toBe(200);
      const stored = await t.database.db.selectFrom('wallet_settings').select(['name', 'value']).execute();
      expect(stored.map((row) => row.name)).toEqual(['google_wallet_development_key']);
      const publicKey = createPublicKey(stored[0]!.value as string);
      await expect(jwtVerify(WalletLinkSchema.parse(first.json()).slice(GOOGLE_SAVE_URL.length), publicKey)).resolves.toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe('configured Apple certificates', () => {
  it('sign the pass instead of the development ones', async () => {
    const configured = generateDevelopmentCertificates('pass.example.configured', 'CONFIGURED');
    const t = await buildTestApp({
      APPLE_PASS_CERT_PEM: configured.signerCert,
      APPLE_PASS_KEY_PEM: configured.signerKey,
      APPLE_WWDR_PEM: configured.wwdr,
      APPLE_PASS_TYPE_ID: 'pass.example.configured',
    });
    try {
      const token = await t.sign();
      const link = await t.app.inject({ method: 'GET', url: '/api/wallet/1?b=ios', headers: { authorization: `Bearer ${token}` } });
      const pass = await t.app.inject({ method: 'GET', url: `/api/wallet/download/${WalletLinkSchema.parse(link.json())}` });
      const signature = readZip(pass.rawPayload)['signature']!;
      const signed = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature.toString('binary')));
      expect(signed.certificates.map((cert) => forge.pki.certificateToPem(cert).replace(/\r/g, ''))).toContain(configured.signerCert.replace(/\r/g, ''));
      expect(await t.database.db.selectFrom('wallet_settings').select('name').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('must be configured all together', async () => {
    const configured = generateDevelopmentCertificates('pass.example.partial', 'PARTIAL');
    const settings = { storedOrCreated: () => Promise.reject(new Error('not used')) };
    expect(() =>
      createAppleCertificateSource({ signerCertPem: configured.signerCert, passTypeId: 'pass.example.partial', teamId: 'PARTIAL' }, settings),
    ).toThrow(/must be set together/);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the wallet and photo routes', async () => {
    const t = await buildTestApp();
    try {
      const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining(['/api/wallet/{type}', '/api/wallet/download/{id}', '/api/me/photo']),
      );
    } finally {
      await t.close();
    }
  });
});
