import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_REQUIRED, MobileSignupInputSchema, REGISTRATION_SOURCE_REQUIRED } from './mobile-signup.ts';
import { PromoterSendQuerySchema } from './promoters.ts';
import { IdempotencyHeadersSchema, PromoCodeRedeemInputSchema, PublicIdSchema, VoucherSendInputSchema, VoucherVerifyInputSchema, titleNamesVenue } from './vouchers.ts';

describe('voucher contracts', () => {
  it('accepts only 22-character base64url public ids', () => {
    expect(PublicIdSchema.safeParse('2byY3yMxGBZjzetaOdpHdA').success).toBe(true);
    for (const bad of ['1', '2byY3yMxGBZjzetaOdpHd', '2byY3yMxGBZjzetaOdpHdA=', '2byY3yMxGBZjzeta/dpHdA']) {
      expect(PublicIdSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('needs at least 10 characters of phone number for a send (R-CONST-13)', () => {
    expect(VoucherSendInputSchema.safeParse({ phoneNumber: '077009001', id: '2byY3yMxGBZjzetaOdpHdA' }).success).toBe(false);
    expect(VoucherSendInputSchema.safeParse({ phoneNumber: '0770090012', id: '2byY3yMxGBZjzetaOdpHdA' }).success).toBe(true);
    expect(PromoterSendQuerySchema.safeParse({ phoneNumber: '123' }).success).toBe(false);
  });

  it('needs exactly 6 characters of verification code', () => {
    const id = '2byY3yMxGBZjzetaOdpHdA';
    expect(VoucherVerifyInputSchema.safeParse({ verificationCode: '12345', id }).success).toBe(false);
    expect(VoucherVerifyInputSchema.safeParse({ verificationCode: '1234567', id }).success).toBe(false);
    expect(VoucherVerifyInputSchema.parse({ verificationCode: ' 123456 ', id }).verificationCode).toBe('123456');
  });

  it('redeems by id or by printed code, upper-casing the code', () => {
    expect(PromoCodeRedeemInputSchema.parse({ code: 'abcd1234ef' })).toEqual({ code: 'ABCD1234EF' });
    expect(PromoCodeRedeemInputSchema.safeParse({ code: 'short' }).success).toBe(false);
  });

  it('takes an Idempotency-Key of visible ASCII and keeps the other headers', () => {
    expect(IdempotencyHeadersSchema.parse({ 'idempotency-key': 'a:b%20c', host: 'x' })).toEqual({ 'idempotency-key': 'a:b%20c', host: 'x' });
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'has space' }).success).toBe(false);
  });
});

describe('MobileSignupInputSchema', () => {
  it('reports the required messages for a blank number and a missing source', () => {
    const result = MobileSignupInputSchema.safeParse({ mobileNumber: '  ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ mobileNumber: MOBILE_NUMBER_REQUIRED, registrationSourceId: REGISTRATION_SOURCE_REQUIRED });
  });

  it('accepts a positive whole source id only', () => {
    expect(MobileSignupInputSchema.safeParse({ mobileNumber: '07700900123', registrationSourceId: 1.5 }).success).toBe(false);
    expect(MobileSignupInputSchema.safeParse({ mobileNumber: '07700900123', registrationSourceId: 0 }).success).toBe(false);
    expect(MobileSignupInputSchema.parse({ mobileNumber: ' 07700900123 ', registrationSourceId: 3 })).toEqual({ mobileNumber: '07700900123', registrationSourceId: 3 });
  });
});

describe('titleNamesVenue', () => {
  it.each([
    ['Welcome drink at Harbour Lights', 'Harbour Lights'],
    ['welcome drink at HARBOUR LIGHTS', 'Harbour Lights'],
    ['Harbour  Lights: welcome drink', 'Harbour Lights'],
    ['Pint at O’Neill’s', "O'Neill's"],
    ['Crêpe at Café Rouge', 'CAFÉ ROUGE'],
  ])('finds the venue in %s', (title, venue) => {
    expect(titleNamesVenue(title, venue)).toBe(true);
  });

  it.each([
    ['Barbecue night', 'Bar'],
    ['Free coffee', 'Harbour Lights'],
    ['Harbour drinks under the lights', 'Harbour Lights'],
    ['Anything', '★'],
  ])('does not find the venue in %s', (title, venue) => {
    expect(titleNamesVenue(title, venue)).toBe(false);
  });
});
