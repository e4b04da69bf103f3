import { formatLongDate } from '../email/long-date.ts';
import { imageMessages as m } from './image-messages.ts';
import { h, img, qrDataUrl, renderPng } from './render-png.ts';

/** What a poster shows: the offer as its member sees it, and whom it is made out to. */
export interface OfferPoster {
  venueName: string;
  name: string;
  description: string;
  dateVisibleTo: Date;
  /** The poster address's customerId, drawn as the QR code staff scan. */
  qrText: string;
  /** Printed under "Your reference": the member's card number, which staff can type when a QR code will not scan. */
  reference: string;
}

export const OFFER_POSTER_SIZE = { width: 800, height: 1100 } as const;
const QR_SIZE = 300;

/** An end in year 9999 means the offer has no end date, so no 'Valid until' line (R-CONST-16). */
function hasEndDate(end: Date): boolean {
  return end.getUTCFullYear() < 9999;
}

/** An offer poster made out to one member: the offer, its venue and validity, and a QR code of the address's customerId. */
export async function renderOfferPoster(poster: OfferPoster): Promise<Buffer> {
  const qr = await qrDataUrl(poster.qrText, QR_SIZE);
  const tree = h(
    'div',
    { display: 'flex', flexDirection: 'column', width: '100%', height: '100%', backgroundColor: '#ffffff', fontFamily: 'Inter' },
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '32px 48px', backgroundColor: '#5b21b6', color: '#ffffff' },
      h('div', { fontSize: 34, fontWeight: 700 }, m.brand),
      h('div', { fontSize: 26 }, m.offerPoster),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '40px 48px', gap: 20 },
      h('div', { fontSize: 30, color: '#5b21b6', fontWeight: 700 }, poster.venueName),
      h('div', { fontSize: 56, fontWeight: 700, color: '#0f172a', lineHeight: 1.1 }, poster.name),
      h('div', { fontSize: 28, color: '#334155', lineHeight: 1.4 }, poster.description),
      hasEndDate(poster.dateVisibleTo)
        ? h('div', { fontSize: 26, fontWeight: 700, color: '#0f172a' }, m.validUntil(formatLongDate(poster.dateVisibleTo)))
        : null,
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 32, padding: '32px 48px', backgroundColor: '#f5f3ff' },
      img(qr, { width: QR_SIZE, height: QR_SIZE }, { flexShrink: 0 }),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', gap: 12, flexShrink: 1 },
        h('div', { fontSize: 24, color: '#475569' }, m.reference),
        h('div', { fontSize: 26, fontWeight: 700, color: '#0f172a', wordBreak: 'break-all' }, poster.reference),
        h('div', { fontSize: 22, color: '#475569', lineHeight: 1.4 }, m.posterHint),
      ),
    ),
  );
  return renderPng(tree, OFFER_POSTER_SIZE);
}
