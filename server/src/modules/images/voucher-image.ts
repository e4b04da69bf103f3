import { formatLongDate } from '../email/long-date.ts';
import { imageMessages as m } from './image-messages.ts';
import { h, img, qrDataUrl, renderPng } from './render-png.ts';

/**
 * What the public voucher image shows. The vouchers module supplies it through
 * `findPublicPromoCode(db, promoCodeId)`; nothing here reveals the phone number the code went to.
 */
export interface PublicPromoCode {
  /** The code staff type in; printed under the QR code. */
  code: string;
  promotionName: string;
  venueName: string | null;
  expiresAt: Date;
  isRedeemed: boolean;
}

export const VOUCHER_IMAGE_SIZE = { width: 600, height: 900 } as const;
const QR_SIZE = 360;

/** The voucher as a PNG: promotion, venue, a QR code of the promo code id (what staff scan) and the printed code. */
export async function renderVoucherImage(promoCodeId: string, voucher: PublicPromoCode): Promise<Buffer> {
  const qr = await qrDataUrl(promoCodeId, QR_SIZE);
  const status = voucher.isRedeemed ? m.redeemed : m.validUntil(formatLongDate(voucher.expiresAt));
  const tree = h(
    'div',
    { display: 'flex', flexDirection: 'column', width: '100%', height: '100%', backgroundColor: '#f5f3ff', fontFamily: 'Inter' },
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '28px 36px', backgroundColor: '#5b21b6', color: '#ffffff' },
      h('div', { fontSize: 30, fontWeight: 700 }, m.brand),
      h('div', { fontSize: 24 }, m.voucher),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', alignItems: 'center', flexGrow: 1, padding: '32px 36px', gap: 16 },
      h('div', { fontSize: 38, fontWeight: 700, color: '#0f172a', textAlign: 'center' }, voucher.promotionName),
      voucher.venueName ? h('div', { fontSize: 26, color: '#334155', textAlign: 'center' }, voucher.venueName) : null,
      h(
        'div',
        { display: 'flex', padding: 12, marginTop: 8, backgroundColor: '#ffffff', borderRadius: 16, opacity: voucher.isRedeemed ? 0.35 : 1 },
        img(qr, { width: QR_SIZE, height: QR_SIZE }),
      ),
      h('div', { fontSize: 44, fontWeight: 700, letterSpacing: 6, color: '#0f172a' }, voucher.code),
      h('div', { fontSize: 24, fontWeight: 700, color: voucher.isRedeemed ? '#b91c1c' : '#5b21b6' }, status),
    ),
    h('div', { display: 'flex', justifyContent: 'center', padding: '0 36px 32px', fontSize: 20, color: '#475569', textAlign: 'center' }, m.voucherHint),
  );
  return renderPng(tree, VOUCHER_IMAGE_SIZE);
}
