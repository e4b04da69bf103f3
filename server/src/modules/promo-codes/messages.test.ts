import { describe, expect, it } from 'vitest';
import { voucherText } from './messages.ts';

const voucher = { link: 'https://venuepass.example/q/abc', code: 'K7Q2M9X4TB', expiresAt: new Date('2027-01-31T12:00:00Z') };
const occurrences = (text: string, part: string) => text.toLowerCase().split(part.toLowerCase()).length - 1;

describe('voucherText', () => {
  it('names the venue after a title that does not', () => {
    const text = voucherText({ ...voucher, promotionName: 'Free coffee', venueName: 'Harbour Lights' });
    expect(text).toBe(
      'Here is your voucher for Free coffee at Harbour Lights: https://venuepass.example/q/abc (code K7Q2M9X4TB, valid until 31 January 2027). Show it to staff; it can be used once.',
    );
  });

  it.each(['Welcome drink at Harbour Lights', 'Welcome drink at HARBOUR LIGHTS', 'Harbour Lights: welcome drink', "Harbour Lights' welcome drink"])(
    'names the venue once when the title %s already does',
    (promotionName) => {
      const text = voucherText({ ...voucher, promotionName, venueName: 'Harbour Lights' });
      expect(text).toContain(`voucher for ${promotionName}: `);
      expect(occurrences(text, 'Harbour Lights')).toBe(1);
    },
  );

  it('still names a venue whose name is only part of a word in the title', () => {
    expect(voucherText({ ...voucher, promotionName: 'Barbecue night', venueName: 'Bar' })).toContain('voucher for Barbecue night at Bar: ');
  });

  it('names no venue for a promotion without one', () => {
    expect(voucherText({ ...voucher, promotionName: 'Free coffee', venueName: null })).toContain('voucher for Free coffee: ');
  });
});
