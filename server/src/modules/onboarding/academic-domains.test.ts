import { describe, expect, it } from 'vitest';
import { ACADEMIC_DOMAINS, isAcademicEmail } from './academic-domains.ts';

describe('isAcademicEmail', () => {
  it.each([
    'ada@ox.ac.uk',
    'ada@student.manchester.ac.uk',
    'grace@mit.edu',
    'grace@alumni.stanford.edu',
    'bruce@student.unimelb.edu.au',
    'kiri@auckland.ac.nz',
    'yuki@u-tokyo.ac.jp',
    'wei@pku.edu.cn',
    'Ada@OX.AC.UK',
    '  ada@ox.ac.uk  ',
    'sean@tcd.ie',
    'sean@student.tcd.ie',
    'anna@ethz.ch',
  ])('accepts %s', (address) => {
    expect(isAcademicEmail(address)).toBe(true);
  });

  it.each([
    ['a free-mail address', 'ada@gmail.com'],
    ['a company address', 'ada@venuepass.example'],
    ['the registry itself', 'ada@ac.uk'],
    ['the bare TLD', 'ada@edu'],
    ['edu under a long TLD', 'ada@school.edu.example'],
    ['a look-alike domain', 'ada@ox.ac.uk.evil.com'],
    ['an academic name as a label only', 'ada@edu.gmail.com'],
    ['a suffix that is not a listed domain', 'ada@nottcd.ie'],
    ['no @', 'ada.ox.ac.uk'],
    ['an empty local part', '@ox.ac.uk'],
    ['a space inside', 'a da@ox.ac.uk'],
    ['an empty label', 'ada@ox..ac.uk'],
    ['an empty string', ''],
  ])('refuses %s', (_label, address) => {
    expect(isAcademicEmail(address)).toBe(false);
  });

  it('lists only lower-case domain names', () => {
    for (const domain of ACADEMIC_DOMAINS) expect(domain).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
  });
});
