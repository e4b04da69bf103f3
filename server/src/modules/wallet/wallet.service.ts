import { WALLET_TYPE, type WalletType } from '@venue-pass/contracts';
import type { AppConfig } from '../../config/env.ts';
import type { Executor } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { MemberRow } from '../me/members.table.ts';
import { createAppleCertificateSource } from './apple-certificates.ts';
import { type CardHolder, buildApplePass } from './apple-pass.ts';
import { createGoogleWallet } from './google-wallet.ts';
import { walletFeatures } from './wallet-features.ts';
import { walletMessages } from './messages.ts';
import { createWalletDownloadsRepository } from './wallet-downloads.repository.ts';
import { createWalletSettingsRepository } from './wallet-settings.repository.ts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The member card in Apple Wallet (a single-use download of a signed pass) and Google Wallet (a signed save link). */
export function createWalletService(db: Executor, config: AppConfig) {
  const { env } = config;
  const features = walletFeatures(config);
  const settings = createWalletSettingsRepository(db);
  const downloads = createWalletDownloadsRepository(db);
  const appleCertificates = createAppleCertificateSource(
    {
      signerCertPem: env.APPLE_PASS_CERT_PEM,
      signerKeyPem: env.APPLE_PASS_KEY_PEM,
      signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
      wwdrPem: env.APPLE_WWDR_PEM,
      passTypeId: env.APPLE_PASS_TYPE_ID,
      teamId: env.APPLE_TEAM_ID,
    },
    settings,
  );
  const google = createGoogleWallet(
    {
      issuerId: env.GOOGLE_WALLET_ISSUER_ID,
      serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
      privateKeyPem: env.GOOGLE_WALLET_PRIVATE_KEY_PEM,
      publicUrl: config.publicUrl,
      organizationName: env.SITE_GROUP_NAME,
    },
    settings,
  );

  return {
    /** Type 1: a download id for the Apple pass; type 2: a Google Wallet save link. */
    async link(member: MemberRow, type: WalletType): Promise<string> {
      if (type === WALLET_TYPE.apple) {
        if (!features.appleWallet) throw new DomainError('not-found', walletMessages.notOffered('Apple Wallet'));
        return downloads.issue(member.id, env.WALLET_DOWNLOAD_TTL_SECONDS);
      }
      if (!features.googleWallet) throw new DomainError('not-found', walletMessages.notOffered('Google Wallet'));
      const holder: CardHolder = { userId: member.id, fullName: fullName(member.first_name, member.last_name) };
      return google.saveUrl(holder);
    },

    /** The signed pass behind a download id; each id works once. */
    async applePass(downloadId: string): Promise<Buffer> {
      if (!features.appleWallet) throw new DomainError('not-found', walletMessages.notOffered('Apple Wallet'));
      const holder = await downloads.consume(downloadId);
      if (!holder) throw new DomainError('not-found', walletMessages.downloadGone);
      return buildApplePass(
        { userId: holder.memberId, fullName: fullName(holder.firstName, holder.lastName) },
        { passTypeId: env.APPLE_PASS_TYPE_ID, teamId: env.APPLE_TEAM_ID, organizationName: env.SITE_GROUP_NAME },
        await appleCertificates.load(),
      );
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
