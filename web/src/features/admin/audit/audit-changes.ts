import { NO_END_YEAR } from '@venue-pass/contracts';
import { schemeYear } from '../../../lib/scheme-dates.ts';
import { formMessages } from '../form/messages.ts';
import { formatDateTime } from '../list/format.ts';
import { auditMessages as m } from './messages.ts';

/** One changed field of an audit entry, in the operator's words: 'Opening hours: Monday opens', '09:00', '10:00'. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

type Snapshot = Record<string, unknown>;

// Bookkeeping every save moves: showing it would list a change no operator made.
const UNSHOWN = new Set(['version', 'updatedAt']);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isSnapshot = (value: unknown): value is Snapshot => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's operator wording, or its name written out ('voucherValidDays' → 'Voucher valid days') where none is set. */
function fieldLabel(key: string): string {
  const named = (m.fields as Record<string, string>)[key];
  if (named) return named;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An instant as the console shows it: en-GB on the scheme's clock, or 'No end' for an end in year NO_END_YEAR. */
function instantValue(iso: string): string {
  return schemeYear(iso) >= NO_END_YEAR ? formMessages.noEnd : formatDateTime(iso);
}

/** A value as an operator reads it: days and times en-GB on the scheme's clock, yes or no, names of listed records. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return m.nothing;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? instantValue(value) : value;
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  if (Array.isArray(value)) {
    if (value.length === 0) return m.nothing;
    return value.map((item) => (isSnapshot(item) && typeof item['name'] === 'string' ? item['name'] : auditValue(item))).join(', ');
  }
  return JSON.stringify(value);
}

/** Fields one level down (a venue's opening hours, an offer's availability) are compared one by one. */
function flatten(snapshot: Snapshot | null): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    if (UNSHOWN.has(key)) continue;
    if (isSnapshot(value)) {
      for (const [inner, innerValue] of Object.entries(value)) fields.set(`${fieldLabel(key)}: ${fieldLabel(inner)}`, innerValue);
    } else {
      fields.set(fieldLabel(key), value);
    }
  }
  return fields;
}

/**
 * The fields an audit entry's change touched, before and after, in the order the record lists them.
 * A creation shows what was set, a deletion what was there; unchanged fields are left out, and so is a
 * change that reads the same either side: a time saved from a form to the minute, over one stored with
 * its seconds, is not a change the operator made (issue 25).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = flatten(isSnapshot(before) ? before : null);
  const is = flatten(isSnapshot(after) ? after : null);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .filter((field) => JSON.stringify(was.get(field) ?? null) !== JSON.stringify(is.get(field) ?? null))
    .map((field) => ({ field, before: auditValue(was.get(field)), after: auditValue(is.get(field)) }))
    .filter((change) => change.before !== change.after);
}
