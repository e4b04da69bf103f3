import type { Profile } from '@venue-pass/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { formatCardDate, QR_CODE_SIZE, userMessages } from '../messages.ts';

export interface LoyaltyCardProps {
  profile: Profile;
  today: Date;
}

/** The member's digital loyalty card: staff scan the QR code (the userId) at the venue. */
export function LoyaltyCard({ profile, today }: LoyaltyCardProps) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <section
      aria-label={userMessages.loyaltyCard}
      className="mx-auto flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-violet-900 to-violet-700 p-6 text-white shadow-lg"
    >
      <div className="flex w-full items-center gap-4">
        {/* Photo uploads arrive with the photo issue; until then every card shows the placeholder. */}
        <div
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-white/20 text-sm font-semibold"
        >
          {userMessages.photoPlaceholder}
        </div>
        <div>
          <p className="text-lg font-bold">{fullName}</p>
          <p className="text-sm text-violet-100">{formatCardDate(today)}</p>
        </div>
      </div>
      <div className="rounded-xl bg-white p-3">
        <QRCodeSVG
          value={profile.userId}
          size={QR_CODE_SIZE}
          role="img"
          aria-label={userMessages.qrLabel}
          data-testid="member-qr-code"
        />
      </div>
      <p className="text-center text-sm text-violet-50">{userMessages.qrCaption}</p>
    </section>
  );
}
