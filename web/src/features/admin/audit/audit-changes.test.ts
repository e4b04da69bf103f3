import { describe, expect, it } from 'vitest';
import { formMessages } from '../form/messages.ts';
import { auditChanges, auditValue } from './audit-changes.ts';

describe('auditChanges', () => {
  it('leaves out a time that reads the same either side: seconds a form cannot show, or an end written two ways', () => {
    const stored = { description: 'One pint.', startsAt: '2026-11-29T01:24:13.412Z', endsAt: '9999-12-31T23:59:59.000Z' };
    const saved = { description: 'Two pints.', startsAt: '2026-11-29T01:24:00.000Z', endsAt: '9999-12-31T23:59:59Z' };
    expect(auditChanges(stored, saved)).toEqual([{ field: 'Description', before: 'One pint.', after: 'Two pints.' }]);
  });

  it('still shows a time moved by a minute', () => {
    const changes = auditChanges({ startsAt: '2026-11-29T01:24:00.000Z' }, { startsAt: '2026-11-29T01:25:00.000Z' });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.before).not.toBe(changes[0]!.after);
  });
});

describe('auditValue', () => {
  it("reads an end in year 9999 as 'No end', not as a date", () => {
    expect(auditValue('9999-12-31T23:59:59Z')).toBe(formMessages.noEnd);
    expect(auditValue('2027-03-31T22:59:59Z')).toBe('31 March 2027 at 23:59');
  });
});
