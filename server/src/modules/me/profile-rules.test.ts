import { ProfileMessages } from '@venue-pass/contracts';
import { describe, expect, it } from 'vitest';
import { londonToday, profileRulesSchema } from './profile-rules.ts';

const input = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-01-01', mobileNumber: '07911 123456' };

function check(today: string, dateOfBirth: string) {
  return profileRulesSchema({ defaultRegion: 'GB', fictionalPrefixes: ['+447700900'], today, currentEmail: 'ada@test.example' }).safeParse({ ...input, dateOfBirth });
}

describe('londonToday', () => {
  it('returns the London date, which is a day ahead of UTC just after midnight in summer', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('profileRulesSchema', () => {
  it('accepts a member on their sixteenth birthday and refuses them the day before', () => {
    expect(check('2026-11-23', '2010-11-23').success).toBe(true);
    const dayBefore = check('2026-11-22', '2010-11-23');
    expect(dayBefore.success).toBe(false);
    expect(dayBefore.error?.issues.map((issue) => issue.message)).toEqual([ProfileMessages.dateOfBirthTooYoung]);
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', () => {
    expect(check('2026-02-28', '2010-02-29').success).toBe(false);
    expect(check('2026-03-01', '2010-02-29').success).toBe(true);
  });

  it('reports a future date once, not also as too young', () => {
    const result = check('2026-11-23', '2026-11-24T00:00:00+00:00');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ProfileMessages.dateOfBirthInFuture]);
  });

  it('accepts the same e-mail address in another case and refuses a different one', () => {
    const rules = profileRulesSchema({ defaultRegion: 'GB', fictionalPrefixes: ['+447700900'], today: '2026-11-23', currentEmail: 'ada@test.example' });
    expect(rules.safeParse({ ...input, emailAddress: ' ADA@test.example ' }).success).toBe(true);
    expect(rules.safeParse({ ...input, emailAddress: 'eve@test.example' }).success).toBe(false);
  });

  it('normalises the mobile number to E.164', () => {
    expect(check('2026-11-23', '1990-01-01').data?.mobileNumber).toBe('+447911123456');
  });
});
