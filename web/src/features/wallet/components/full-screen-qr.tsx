import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { walletMessages as m } from '../messages.ts';

export interface FullScreenQrProps {
  open: boolean;
  onClose: () => void;
  /** The QR value: exactly the userId, as on the card. */
  value: string;
  cardNumber: string;
  fullName: string;
}

/** Keeps the screen on while the code is shown, where the Wake Lock API exists. */
function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let released = false;
    navigator.wakeLock
      .request('screen')
      .then((lock) => {
        if (released) void lock.release();
        else sentinel = lock;
      })
      // Refused in a hidden tab or by a power-saving mode: the code still shows.
      .catch(() => undefined);
    return () => {
      released = true;
      void sentinel?.release();
    };
  }, [active]);
}

/** The card's QR code, large, black on white, for a scanner at the venue door. */
export function FullScreenQr({ open, onClose, value, cardNumber, fullName }: FullScreenQrProps) {
  useScreenWakeLock(open);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogPanel className="fixed inset-0 flex flex-col items-center justify-center gap-6 overflow-y-auto bg-white p-6 text-black">
        <DialogTitle className="text-2xl font-bold">{fullName}</DialogTitle>
        <QRCodeSVG
          value={value}
          size={320}
          level="M"
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={m.qrAlternative(cardNumber)}
          className="h-auto w-full max-w-[min(90vw,70vh)]"
          data-testid="full-screen-qr-code"
        />
        <p className="font-mono text-3xl font-bold tracking-widest">
          <span className="sr-only">{m.cardNumberLabel}: </span>
          {cardNumber}
        </p>
        <p className="max-w-sm text-center text-base">{m.fullScreenHint}</p>
        <button type="button" onClick={onClose} className={buttonClasses('primary', 'bg-black hover:bg-slate-800')}>
          {m.close}
        </button>
      </DialogPanel>
    </Dialog>
  );
}
