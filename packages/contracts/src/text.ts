import { z } from 'zod';

/** Said of a text field that holds control characters, when the field has no words of its own for it. */
export const TEXT_INVALID_CHARACTERS = 'Remove control and invisible characters.';

/** What a text field answers when one of its rules is broken. */
export interface TextMessages {
  /** Missing, empty, or nothing visible once trimmed (e.g. only zero-width characters). */
  required?: string;
  /** Longer than `max` after trimming. */
  tooLong?: string;
  /** Holds a character the field does not allow. */
  invalidCharacters?: string;
  /** Not a string at all; defaults to `required`. */
  notText?: string;
}

interface TextOptions {
  /** Longest value accepted, after trimming. */
  max: number;
  messages?: TextMessages;
}

// C0 and C1 controls. NUL makes PostgreSQL refuse the whole statement; the others corrupt e-mails,
// logs and CSV exports and show as nothing or as boxes.
const CONTROL = /\p{Cc}/u;
// The same without tab, line feed and carriage return, which a message may hold.
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
// Embeddings, overrides and isolates reorder the text around them, so what a reader sees is not what
// was stored (the "Trojan Source" trick). The marks LRM and RLM change no order and stay allowed.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// Every format character: zero-width spaces and joiners, bidi marks, soft hyphens, the BOM. A name is
// read off a card by staff, so nothing in it may be invisible or move the letters around.
const FORMAT = /\p{Cf}/u;
// Half of a surrogate pair is no character; storing it would turn it into U+FFFD.
const LONE_SURROGATE = /\p{Cs}/u;
// Something a reader can see: not a space, not a control, format or unassigned code point, not an
// invisible filler such as U+3164, and not a combining mark on its own.
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\p{C}]/u;

type Rule = 'single-line' | 'multiline' | 'name';

// Controls are named as such even in a value with nothing else in it; a value whose other characters
// are all invisible counts as missing.
const FORBIDDEN: Record<Rule, { controls: RegExp; others: RegExp[] }> = {
  'single-line': { controls: CONTROL, others: [BIDI_CONTROL, LONE_SURROGATE] },
  multiline: { controls: CONTROL_EXCEPT_LINE_BREAKS, others: [BIDI_CONTROL, LONE_SURROGATE] },
  name: { controls: CONTROL, others: [FORMAT, LONE_SURROGATE] },
};

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

function text(rule: Rule, { max, messages = {} }: TextOptions, { blankAllowed = false } = {}) {
  const { required, tooLong, invalidCharacters = TEXT_INVALID_CHARACTERS, notText = required } = messages;
  const { controls, others } = FORBIDDEN[rule];
  const problem = (value: string): string | undefined => {
    if (controls.test(value)) return invalidCharacters;
    if (!blankAllowed && !VISIBLE.test(value)) return required ?? invalidCharacters;
    if (others.some((pattern) => pattern.test(value))) return invalidCharacters;
    return undefined;
  };
  const trimmed = z.string({ error: (issue) => (isBlank(issue.input) ? required : notText) }).trim();
  // Each check aborts, so a field answers with one message: the first rule it breaks.
  return (blankAllowed ? trimmed : trimmed.min(1, { error: required, abort: true }))
    .max(max, { error: tooLong, abort: true })
    .superRefine((value, context) => {
      const message = problem(value);
      if (message) context.addIssue({ code: 'custom', message });
    });
}

/**
 * A one-line string as typed by a person or carried in a link: e-mail addresses, phone numbers, codes.
 * Trimmed; refuses every control character (tabs and line breaks too) and bidi embeddings and overrides.
 */
export function singleLineText(options: TextOptions) {
  return text('single-line', options);
}

/**
 * Free text such as a contact message. Trimmed; keeps tabs and line breaks, refuses NUL and every other
 * C0 or C1 control and bidi embeddings and overrides. Emoji sequences (joined by ZWJ) stay intact.
 */
export function multilineText(options: TextOptions) {
  return text('multiline', options);
}

/**
 * A person's name, shown on the member card and wallet pass that staff read. Trimmed; refuses every
 * control (Unicode Cc) and format (Cf) character, and a name with nothing visible counts as missing.
 */
export function personName(options: TextOptions) {
  return text('name', options);
}

/**
 * What a person types into a search or filter box. Trimmed and may be empty (then nothing is filtered);
 * refuses control characters (a NUL makes PostgreSQL refuse the whole statement) and bidi embeddings and
 * overrides, as a single-line text does.
 */
export function searchText(options: TextOptions) {
  return text('single-line', options, { blankAllowed: true });
}
