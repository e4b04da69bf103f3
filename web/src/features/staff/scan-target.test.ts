import { describe, expect, it } from 'vitest';
import { readScanTarget, sameTarget } from './scan-target.ts';

const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PROMO_CODE_ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('readScanTarget', () => {
  it('reads a card QR (the userId) as a card, in lower case', () => {
    expect(readScanTarget(USER_ID.toUpperCase())).toEqual({ kind: 'card', cardId: USER_ID });
  });

  it('reads the printed card number as a card, ignoring spaces and case', () => {
    expect(readScanTarget(' 0f8f ad5b d9cb ')).toEqual({ kind: 'card', cardId: '0F8FAD5BD9CB' });
  });

  it('reads a voucher QR (the promo code id) as a voucher, keeping its case', () => {
    expect(readScanTarget(PROMO_CODE_ID)).toEqual({ kind: 'voucher', id: PROMO_CODE_ID });
  });

  it('reads a voucher link as the voucher it opens', () => {
    expect(readScanTarget(`https://venuepass.example/q/${PROMO_CODE_ID}`)).toEqual({ kind: 'voucher', id: PROMO_CODE_ID });
  });

  it('reads a typed voucher code, ignoring spaces and case', () => {
    expect(readScanTarget('ab12 cd34ef')).toEqual({ kind: 'voucherCode', code: 'AB12CD34EF' });
  });

  it.each(['', 'hello', '0f8fad5bd9c', '0f8fad5bd9cbx', 'https://example.com/', `${PROMO_CODE_ID}x`])('reads %j as nothing', (raw) => {
    expect(readScanTarget(raw)).toBeNull();
  });
});

describe('sameTarget', () => {
  it('matches the same card however it was read, and nothing else', () => {
    expect(sameTarget(readScanTarget(USER_ID), readScanTarget(USER_ID.toUpperCase()))).toBe(true);
    expect(sameTarget(readScanTarget(USER_ID), readScanTarget(PROMO_CODE_ID))).toBe(false);
    expect(sameTarget(null, readScanTarget(USER_ID))).toBe(false);
  });
});
