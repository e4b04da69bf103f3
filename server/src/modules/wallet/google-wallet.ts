import { cardNumberFromUserId } from '@venue-pass/contracts';
import { SignJWT, exportPKCS8, generateKeyPair, importPKCS8 } from 'jose';
import type { CardHolder } from './apple-pass.ts';
import { unescapePem } from './apple-certificates.ts';
import { walletMessages } from './messages.ts';
import type { WalletSettingsRepository } from './wallet-settings.repository.ts';

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  privateKeyPem?: string | undefined;
  /** Our public address: the allowed origin of the save button and the logo's host. */
  publicUrl: string;
  organizationName: string;
}

const DEV_KEY = 'google_wallet_development_key';
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

// Google ids allow letters, digits, '.', '_' and '-' after the issuer id.
function googleId(issuerId: string, suffix: string): string {
  return `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;
}

/** The loyalty class and object a "save to Google Wallet" JWT carries for one member. */
export function loyaltyPayload(holder: CardHolder, config: GoogleWalletConfig) {
  const classId = googleId(config.issuerId, 'venue-pass-loyalty');
  return {
    loyaltyClasses: [
      {
        id: classId,
        issuerName: config.organizationName,
        programName: walletMessages.programName,
        programLogo: { sourceUri: { uri: `${config.publicUrl}/pwa-512x512.png` } },
        hexBackgroundColor: '#4c1d95',
        reviewStatus: 'UNDER_REVIEW',
      },
    ],
    loyaltyObjects: [
      {
        id: googleId(config.issuerId, holder.userId),
        classId,
        state: 'ACTIVE',
        accountId: cardNumberFromUserId(holder.userId),
        accountName: holder.fullName,
        barcode: { type: 'QR_CODE', value: holder.userId, alternateText: cardNumberFromUserId(holder.userId) },
      },
    ],
  };
}

/**
 * Signs "save to Google Wallet" links with the service account's key, or with a development key
 * generated on first use and kept in the database (Google refuses links it signed; docs/WALLET.md).
 * Only a loopback run may go without the key: a public address must configure it (env.ts, ADR 025).
 */
export function createGoogleWallet(config: GoogleWalletConfig, settings: WalletSettingsRepository) {
  let key: ReturnType<typeof importPKCS8> | undefined;
  const signingKey = () => {
    key ??= (async () => {
      const pem = config.privateKeyPem
        ? unescapePem(config.privateKeyPem)
        : await settings.storedOrCreated(DEV_KEY, async () => {
            const { privateKey } = await generateKeyPair('RS256', { extractable: true });
            return exportPKCS8(privateKey);
          });
      return importPKCS8(pem, 'RS256');
    })();
    key.catch(() => {
      key = undefined;
    });
    return key;
  };

  return {
    async saveUrl(holder: CardHolder): Promise<string> {
      const jwt = await new SignJWT({
        typ: 'savetowallet',
        origins: [config.publicUrl],
        payload: loyaltyPayload(holder, config),
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(config.serviceAccountEmail)
        .setAudience('google')
        .setIssuedAt()
        .sign(await signingKey());
      return `${GOOGLE_SAVE_URL}${jwt}`;
    },
  };
}
export type GoogleWallet = ReturnType<typeof createGoogleWallet>;
