import { WALLET_TYPE, type BrowserPlatform } from '@venue-pass/contracts';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { redirectTo } from '../../../lib/browser-location.ts';
import { appleDownloadUrl, stripQuotes, useGetWalletLinkMutation } from '../api.ts';
import { walletMessages as m } from '../messages.ts';
import { detectPlatform } from '../platform.ts';

export interface WalletButtonsProps {
  /** Defaults to the browser's own platform; tests and stories pass one. */
  platform?: BrowserPlatform;
}

/** Apple Wallet on iOS, Google Wallet on Android, a note on desktop (R-WALLET-01 to R-WALLET-03). */
export function WalletButtons({ platform: given }: WalletButtonsProps) {
  const [platform] = useState(() => given ?? detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  const apiHost = useAppSelector((state) => state.config.config?.api.host);
  const features = useAppSelector((state) => state.config.config?.features);
  const [getLink, { isLoading }] = useGetWalletLinkMutation();

  if (platform === 'desktop') {
    return <p className="text-center text-sm text-slate-700">{m.desktopNote}</p>;
  }

  const type = platform === 'ios' ? WALLET_TYPE.apple : WALLET_TYPE.google;
  // A scheme without an Apple or Google account offers no such card (config.json's features).
  const offered = type === WALLET_TYPE.apple ? features?.appleWallet : features?.googleWallet;
  if (!offered) return null;
  const add = async () => {
    try {
      const link = stripQuotes(await getLink({ type, platform }).unwrap());
      // Same tab: Safari hands a .pkpass to Wallet, and a window opened after an await would be blocked.
      redirectTo(type === WALLET_TYPE.apple ? appleDownloadUrl(apiHost ?? '', link) : link);
    } catch (error) {
      // Wallet failures are only logged (R-ERR-15).
      console.error('Adding the card to the wallet failed', error);
    }
  };

  return (
    <div className="flex justify-center">
      <button type="button" onClick={() => void add()} disabled={isLoading} className={buttonClasses('primary', 'bg-black hover:bg-slate-800')}>
        {platform === 'ios' ? m.addToAppleWallet : m.addToGoogleWallet}
      </button>
    </div>
  );
}
