import { describe, expect, it } from 'vitest';
import { INVALID_PHONE_NUMBER, checkPhoneNumber, countryNotAllowedMessage } from './phone-number.ts';

const DRAMA = ['+447700900'];

describe('checkPhoneNumber', () => {
  it('normalises national and international UK numbers to E.164', () => {
    expect(checkPhoneNumber('07400 123456', 'GB', ['GB'])).toEqual({ ok: true, e164: '+447400123456' });
    expect(checkPhoneNumber('+44 (0)7400-123456', 'GB', ['GB'])).toEqual({ ok: true, e164: '+447400123456' });
  });

  it('accepts the drama range only when it is listed as fictional', () => {
    expect(checkPhoneNumber('07700 900123', 'GB', ['GB'], DRAMA)).toEqual({ ok: true, e164: '+447700900123' });
    expect(checkPhoneNumber('07700 900123', 'GB', ['GB'])).toEqual({ ok: false, reason: 'invalid', message: INVALID_PHONE_NUMBER });
  });

  it('refuses text, short numbers and unallocated ranges', () => {
    for (const input of ['not a number', '07700', '0123456789', '+44 7700 900123 999']) {
      expect(checkPhoneNumber(input, 'GB', ['GB'], DRAMA)).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses countries outside the allow-list and accepts listed ones', () => {
    expect(checkPhoneNumber('+33 6 12 34 56 78', 'GB', ['GB'])).toEqual({
      ok: false,
      reason: 'country',
      message: countryNotAllowedMessage(['GB']),
    });
    expect(checkPhoneNumber('+33 6 12 34 56 78', 'GB', ['GB', 'FR'])).toEqual({ ok: true, e164: '+33612345678' });
  });

  it('reads a number without country code in the default region', () => {
    expect(checkPhoneNumber('06 12 34 56 78', 'FR', ['FR'])).toEqual({ ok: true, e164: '+33612345678' });
  });
});
