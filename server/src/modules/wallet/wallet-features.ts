import type { AppConfig } from '../../config/env.ts';

export interface WalletFeatures {
  appleWallet: boolean;
  googleWallet: boolean;
}

/**
 * Which wallets this scheme offers: each needs the scheme's own account with Apple or Google. A local run
 * offers both with development keys it makes itself; a public address offers only those whose
 * credentials are set, so a scheme without an Apple developer account still starts (ADR 063).
 */
export function walletFeatures({ env, isLoopback }: AppConfig): WalletFeatures {
  return {
    appleWallet: isLoopback || Boolean(env.APPLE_PASS_CERT_PEM && env.APPLE_PASS_KEY_PEM && env.APPLE_WWDR_PEM),
    googleWallet: isLoopback || Boolean(env.GOOGLE_WALLET_PRIVATE_KEY_PEM),
  };
}

/** The variables a public address lacks for each wallet it does not offer, for the banner and the log. */
export function walletsOff(config: AppConfig): { wallet: string; missing: string[] }[] {
  const features = walletFeatures(config);
  return [
    ...(features.appleWallet ? [] : [{ wallet: 'Apple Wallet', missing: ['APPLE_PASS_CERT_PEM', 'APPLE_PASS_KEY_PEM', 'APPLE_WWDR_PEM'] }]),
    ...(features.googleWallet ? [] : [{ wallet: 'Google Wallet', missing: ['GOOGLE_WALLET_PRIVATE_KEY_PEM'] }]),
  ];
}
