import {
  AdminOfferInputSchema,
  AdminPromoterInputSchema,
  AdminPromotionInputSchema,
  AdminStaffInviteInputSchema,
  AdminVenueInputSchema,
  AdminMessages,
} from '@venue-pass/contracts';
import { describe, expect, it } from 'vitest';
import { formMessages } from './messages.ts';
import { operatorFailureText, operatorFieldMessage, operatorMessage } from './operator-wording.ts';

const w = formMessages.wording;
const developerWords = /Invalid|Too (?:big|small)|expected|Unrecognized|ISO|\{|"/;

describe('operatorMessage', () => {
  // What the console's contracts answer, through zod, to what an operator can get wrong: the same
  // messages reach the console from its own check and from the API's 400.
  it.each([
    ['a venue', AdminVenueInputSchema, { name: 'x'.repeat(200), description: '', website: 'harbour lights', address: '', timeZone: '', openingHours: {}, active: 'yes' }],
    ['an offer', AdminOfferInputSchema, { venueId: '', title: '', description: '', startsAt: '', endsAt: 'soon', availability: {}, requirement: '', vip: 1, redemptionRule: '', active: true }],
    ['a promotion', AdminPromotionInputSchema, { name: '', venueId: 'x', channel: '', requireVerification: true, startsAt: '', endsAt: '', voucherValidDays: 'abc', cap: -1 }],
    ['an invitation', AdminStaffInviteInputSchema, { email: 'sam', givenName: '', familyName: '', venueIds: [] }],
    ['a promoter', AdminPromoterInputSchema, { promotionId: '', name: '', dailyQuota: 0 }],
  ])('words every check of %s for the operator', (_what, schema, input) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(operatorMessage(issue.message, issue.path.join('.'))).not.toMatch(developerWords);
    }
  });

  it.each([
    ['Invalid URL', w.webAddress],
    ['Invalid ISO datetime', w.dateTime],
    ['Invalid email address', w.email],
    ['Invalid input: expected number, received string', w.number],
    ['Invalid option: expected one of "sms"|"whatsapp"', w.choice],
    ['Too big: expected string to have <=300 characters', w.atMost('300')],
    ['Too small: expected number to be >=1', w.noLessThan('1')],
    ['Too small: expected number to be >0', w.moreThan('0')],
    ['Unrecognized key: "colour"', w.checkValue],
  ])('says %j as %j', (message, worded) => {
    expect(operatorMessage(message)).toBe(worded);
  });

  it("prefers the form's own words for the field, and keeps messages already written for people", () => {
    expect(operatorMessage('Invalid URL', 'website', { website: 'Enter the venue’s web address.' })).toBe('Enter the venue’s web address.');
    expect(operatorMessage('Invalid URL', 'logo', { website: 'Enter the venue’s web address.' })).toBe(w.webAddress);
    expect(operatorMessage(AdminMessages.venueNameTaken, 'name', { name: 'Other words' })).toBe(AdminMessages.venueNameTaken);
    expect(operatorMessage('Required.')).toBe('Required.');
  });

  it("words each of a field's messages from the API once", () => {
    expect(operatorFieldMessage('startsAt', ['Invalid ISO datetime', 'Enter a date from 2000 to 2100.'], { startsAt: 'Enter the start.' })).toBe(
      'Enter the start. Enter a date from 2000 to 2100.',
    );
    expect(operatorFieldMessage('endsAt', ['Invalid ISO datetime', 'Invalid ISO datetime'])).toBe(w.dateTime);
  });
});

describe('operatorFailureText', () => {
  it.each([
    ['no answer', { status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, w.notReached],
    ['a timeout', { status: 'TIMEOUT_ERROR', message: 'Request timed out' }, w.tooSlow],
    ['an unreadable answer', { status: 'PARSING_ERROR', data: '<html>', message: 'Unexpected token <' }, w.unreadable],
    ['a bare 500', { status: 500, data: { message: 'Internal Server Error' }, message: 'x' }, w.serverFailed],
    ['a 502 from a proxy', { status: 502, data: '<html>Bad gateway</html>', message: 'x' }, w.serverFailed],
    ["the API's own sentence", { status: 404, data: { message: AdminMessages.notFound }, message: 'x' }, AdminMessages.notFound],
  ])('says %s in plain words', (_what, error, text) => {
    expect(operatorFailureText(error)).toBe(text);
  });
});
