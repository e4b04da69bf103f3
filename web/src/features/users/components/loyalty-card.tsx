import { cardNumberFromUserId, type Profile } from '@venue-pass/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { photoSource, useGetMyPhotoQuery } from '../../photo/api.ts';
import { walletMessages } from '../../wallet/messages.ts';
import { formatCardDate, QR_CODE_SIZE, userMessages } from '../messages.ts';

// Loaded on the first tap: the dialog library is not needed to show the card.
const FullScreenQr = lazy(() =>
  import('../../wallet/components/full-screen-qr.tsx').then((module) => ({ default: module.FullScreenQr })),
);

export interface LoyaltyCardProps {
  profile: Profile;
  today: Date;
  /** The operator has blocked the card: staff would refuse its code, so none is offered. */
  blocked?: boolean;
}

const PHOTO_CLASSES = 'size-16 shrink-0 rounded-full';

function CardPhoto({ hasPhotoUpload, fullName }: { hasPhotoUpload: boolean; fullName: string }) {
  // The photo only when hasPhotoUpload is true (R-DASH-06, R-DASH-07); the placeholder otherwise and until it loads.
  const { data } = useGetMyPhotoQuery(undefined, { skip: !hasPhotoUpload });
  if (hasPhotoUpload && data) {
    return <img src={photoSource(data.photoData)} alt={walletMessages.memberPhotoAlt(fullName)} className={`${PHOTO_CLASSES} object-cover`} />;
  }
  return (
    <div aria-hidden="true" className={`${PHOTO_CLASSES} flex items-center justify-center bg-white/20 text-sm font-semibold`}>
      {userMessages.photoPlaceholder}
    </div>
  );
}

/**
 * Encoding the QR code (trying every mask pattern for the most legible one) is most of the card's
 * first render. Rendered from a deferred value, the card appears at once and the code in a second,
 * background render right after, so neither is a long task the page cannot answer input during.
 * Until then the same-sized space stays empty, never showing a code of another value.
 */
function MemberQrCode({ userId }: { userId: string }) {
  const shown = useDeferredValue(userId, '');
  if (shown !== userId) {
    return <span aria-hidden="true" className="block" style={{ width: QR_CODE_SIZE, height: QR_CODE_SIZE }} />;
  }
  return <QRCodeSVG value={userId} size={QR_CODE_SIZE} role="img" aria-label={userMessages.qrLabel} data-testid="member-qr-code" />;
}

/** The member's digital loyalty card: staff scan the QR code (the userId) at the venue. */
export function LoyaltyCard({ profile, today, blocked = false }: LoyaltyCardProps) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const cardNumber = cardNumberFromUserId(profile.userId);
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <section
      aria-label={userMessages.loyaltyCard}
      className={`mx-auto flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-violet-900 to-violet-700 p-6 text-white shadow-lg ${blocked ? 'grayscale' : ''}`}
    >
      <div className="flex w-full items-center gap-4">
        <CardPhoto hasPhotoUpload={profile.hasPhotoUpload} fullName={fullName} />
        <div>
          <p className="text-lg font-bold">{fullName}</p>
          <p className="text-sm text-violet-100">{formatCardDate(today)}</p>
        </div>
      </div>
      {blocked ? (
        // Left out rather than dimmed: a dimmed code still scans, only to be refused at the bar. The
        // same-sized box keeps the card's shape.
        <div className="rounded-xl bg-white/15 p-3">
          <p className="flex items-center justify-center text-center text-sm font-semibold" style={{ width: QR_CODE_SIZE, height: QR_CODE_SIZE }}>
            {userMessages.cardBlockedQr}
          </p>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          aria-label={walletMessages.showFullScreen}
          className="cursor-zoom-in rounded-xl bg-white p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <MemberQrCode userId={profile.userId} />
        </button>
      )}
      <p className="font-mono text-base tracking-widest" data-testid="card-number">
        <span className="sr-only">{walletMessages.cardNumberLabel}: </span>
        {cardNumber}
      </p>
      {!blocked && <p className="text-center text-sm text-violet-50">{userMessages.qrCaption}</p>}
      {fullScreen && !blocked && (
        <Suspense fallback={null}>
          <FullScreenQr
            open
            onClose={() => setFullScreen(false)}
            value={profile.userId}
            cardNumber={cardNumber}
            fullName={fullName}
          />
        </Suspense>
      )}
    </section>
  );
}
