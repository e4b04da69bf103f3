import { cardNumberFromUserId } from '@venue-pass/contracts';
import { PKPass } from 'passkit-generator';
import type { PassCertificates } from './apple-certificates.ts';
import { walletMessages } from './messages.ts';
import { passImages } from './pass-images.ts';

/** Who the card belongs to; the QR code carries the userId, exactly as on the dashboard. */
export interface CardHolder {
  userId: string;
  fullName: string;
}

export interface ApplePassSettings {
  passTypeId: string;
  teamId: string;
  organizationName: string;
}

/** Builds and signs a store-card .pkpass for the member. */
export async function buildApplePass(holder: CardHolder, settings: ApplePassSettings, certificates: PassCertificates): Promise<Buffer> {
  const cardNumber = cardNumberFromUserId(holder.userId);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    organizationName: settings.organizationName,
    description: walletMessages.passDescription,
    serialNumber: holder.userId,
    logoText: walletMessages.programName,
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(76, 29, 149)',
    labelColor: 'rgb(221, 214, 254)',
    storeCard: {
      primaryFields: [{ key: 'member', label: walletMessages.memberLabel, value: holder.fullName }],
      secondaryFields: [{ key: 'cardNumber', label: walletMessages.cardNumberLabel, value: cardNumber }],
      backFields: [{ key: 'howTo', label: walletMessages.howToLabel, value: walletMessages.howTo }],
    },
  };
  const pass = new PKPass({ ...(await passImages()), 'pass.json': Buffer.from(JSON.stringify(passJson)) }, certificates);
  pass.setBarcodes({
    message: holder.userId,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: cardNumber,
  });
  return pass.getAsBuffer();
}
