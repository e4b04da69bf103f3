import { describe, expect, it } from 'vitest';
import { TEXT_INVALID_CHARACTERS, multilineText, personName, searchText, singleLineText } from './text.ts';

const messages = { required: 'required', tooLong: 'too long', invalidCharacters: 'invalid', notText: 'not text' };
const name = personName({ max: 20, messages });
const line = singleLineText({ max: 20, messages });
const message = multilineText({ max: 200, messages });
const search = searchText({ max: 20, messages });

/** The messages a schema answers `input` with, or the parsed value when it accepts it. */
function outcome(schema: typeof name, input: unknown): { ok: unknown } | { errors: string[] } {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : { errors: result.error.issues.map((issue) => issue.message) };
}

describe('personName', () => {
  it.each(['Ada', 'José-María', "O'Brien", 'Zoë Ångström', '李小龍', 'محمد', 'Nguyễn Thị', 'Ma\u0301ria'])('accepts %s', (value) => {
    expect(outcome(name, value)).toEqual({ ok: value });
  });

  it('trims surrounding spaces, including no-break and ideographic ones', () => {
    expect(outcome(name, '\u00A0 Ada\u3000')).toEqual({ ok: 'Ada' });
  });

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a bell (C0)', 'A\u0007da'],
    ['a line break', 'Ada\nLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['a C1 control', 'Ada\u0085'],
    ['DEL', 'Ada\u007F'],
    ['a right-to-left override', 'Ada\u202Egnp.exe'],
    ['a right-to-left isolate', '\u2067Ada'],
    ['a right-to-left mark', 'Ada\u200F'],
    ['a zero-width space', 'A\u200Bda'],
    ['a zero-width joiner', 'A\u200Dda'],
    ['a soft hyphen', 'Ada\u00ADLovelace'],
    ['a byte-order mark inside', 'A\uFEFFda'],
    ['a lone surrogate', 'Ada\uD800'],
  ])('refuses %s with the invalid-characters message', (_label, value) => {
    expect(outcome(name, value)).toEqual({ errors: ['invalid'] });
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['zero-width characters', '\u200B\u200C\u200D'],
    ['a word joiner and a BOM', '\u2060\uFEFF'],
    ['the Hangul filler', '\u3164'],
    ['a combining mark on its own', '\u0301'],
  ])('counts a name of %s as missing', (_label, value) => {
    expect(outcome(name, value)).toEqual({ errors: ['required'] });
  });

  it('names a control character even when nothing else is there', () => {
    expect(outcome(name, '\u0000')).toEqual({ errors: ['invalid'] });
  });

  it('answers with one message per field', () => {
    expect(outcome(name, undefined)).toEqual({ errors: ['required'] });
    expect(outcome(name, 42)).toEqual({ errors: ['not text'] });
    expect(outcome(name, `${'x'.repeat(21)}\u0000`)).toEqual({ errors: ['too long'] });
  });
});

describe('singleLineText', () => {
  it('accepts an address and keeps format characters that are no bidi control', () => {
    expect(outcome(line, ' ada@example.com ')).toEqual({ ok: 'ada@example.com' });
    expect(outcome(line, 'a\u200Db')).toEqual({ ok: 'a\u200Db' });
  });

  it.each([
    ['NUL', 'ada@example.com\u0000'],
    ['a line break', 'ada\r\nBcc: x@e.io'],
    ['a tab', 'ada\t@example.com'],
    ['a C1 control', 'ada\u009B@example.com'],
    ['a left-to-right override', '\u202Dada@example.com'],
    ['a lone surrogate', '\uDC00ada'],
  ])('refuses %s', (_label, value) => {
    expect(outcome(line, value)).toEqual({ errors: ['invalid'] });
  });

  it('falls back to a general message when the field has none of its own', () => {
    expect(singleLineText({ max: 64 }).safeParse('\u0000').error?.issues.map((issue) => issue.message)).toEqual([TEXT_INVALID_CHARACTERS]);
  });
});

describe('multilineText', () => {
  it('keeps line breaks, tabs and emoji sequences joined by ZWJ', () => {
    const value = 'Hello,\r\n\tgroups of ten?\n\u{1F469}\u200D\u{1F469}\u200D\u{1F467} thanks';
    expect(outcome(message, value)).toEqual({ ok: value });
  });

  it.each([
    ['NUL', 'Hello\u0000'],
    ['a vertical tab', 'Hello\u000Bthere'],
    ['an escape (terminal colours)', 'Hello \u001B[31mred'],
    ['a C1 control', 'Hello\u0085there'],
    ['a right-to-left override', 'Pay \u202E0001\u202C now'],
    ['a first-strong isolate', 'Hello \u2068there\u2069'],
  ])('refuses %s', (_label, value) => {
    expect(outcome(message, value)).toEqual({ errors: ['invalid'] });
  });

  it('counts a message of line breaks and zero-width spaces as missing', () => {
    expect(outcome(message, '\n\n')).toEqual({ errors: ['required'] });
    expect(outcome(message, '\u200B\n\u200B')).toEqual({ errors: ['required'] });
  });
});

describe('searchText', () => {
  it('trims, and takes empty or invisible text as a search for nothing in particular', () => {
    expect(outcome(search, ' ada lov ')).toEqual({ ok: 'ada lov' });
    expect(outcome(search, '')).toEqual({ ok: '' });
    expect(outcome(search, '   ')).toEqual({ ok: '' });
    expect(outcome(search, '\u200B')).toEqual({ ok: '\u200B' });
  });

  it.each([
    ['NUL', 'ada\u0000'],
    ['a bell', 'a\u0007da'],
    ['a line break', 'ada\nlov'],
    ['a C1 control', 'ada\u0085'],
    ['a right-to-left override', 'ada\u202E'],
    ['a lone surrogate', 'ada\uD800'],
  ])('refuses %s', (_label, value) => {
    expect(outcome(search, value)).toEqual({ errors: ['invalid'] });
  });

  it('refuses a search longer than its maximum', () => {
    expect(outcome(search, 'x'.repeat(21))).toEqual({ errors: ['too long'] });
  });
});
