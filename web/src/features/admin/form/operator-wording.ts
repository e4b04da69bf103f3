import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { formMessages } from './messages.ts';

const w = formMessages.wording;

/** A form's own words for a field whose check failed with a developer's message, by field path ('website'). */
export type FieldWords = Readonly<Record<string, string>>;

/*
 * zod's default messages (its English locale), which the contracts leave to zod and the API sends as they
 * are. The console's forms and the API use the same contracts, so one table words both. Messages the
 * contracts write themselves ('Required.', AdminMessages...) match nothing here and are shown as they are.
 */
const DEVELOPER_MESSAGES: ReadonlyArray<readonly [RegExp, (match: RegExpMatchArray) => string]> = [
  [/^Invalid URL$/, () => w.webAddress],
  [/^Invalid email address$/, () => w.email],
  [/^Invalid ISO datetime$/, () => w.dateTime],
  [/^Invalid ISO date$/, () => w.date],
  [/^Invalid ISO time$/, () => w.time],
  [/^Invalid input: expected (?:number|int|bigint|nan)\b/, () => w.number],
  [/^Invalid input: expected boolean\b/, () => w.yesNo],
  [/^Invalid (?:option|input: expected ".*")/, () => w.choice],
  [/^Too big: expected string to have <=?(\d+) characters$/, ([, max = '']) => w.atMost(max)],
  [/^Too small: expected string to have >=?(\d+) characters$/, ([, min = '']) => w.atLeastCharacters(min)],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, ([, max = '']) => w.noMoreThan(max)],
  [/^Too big: expected number to be <(-?[\d.]+)$/, ([, max = '']) => w.lessThan(max)],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, ([, min = '']) => w.noLessThan(min)],
  [/^Too small: expected number to be >(-?[\d.]+)$/, ([, min = '']) => w.moreThan(min)],
  [/^(?:Invalid|Too big:|Too small:|Unrecognized key)/, () => w.checkValue],
];

function developerWording(message: string): string | undefined {
  for (const [pattern, word] of DEVELOPER_MESSAGES) {
    const match = message.match(pattern);
    if (match) return word(match);
  }
  return undefined;
}

/**
 * The console's one mapping from a check's message to what the operator reads: a developer's message
 * ('Invalid URL', 'Invalid ISO datetime', 'Too small: expected number to be >=1') becomes the form's
 * own words for the field, or else plain words for that kind of problem; anything else is already
 * written for people and is kept.
 */
export function operatorMessage(message: string, field?: string, fieldWords: FieldWords = {}): string {
  const worded = developerWording(message);
  if (worded === undefined) return message;
  return (field !== undefined ? fieldWords[field] : undefined) ?? worded;
}

/**
 * Each field's messages as the API sends them (a field may have several, e.g. a date that is neither a
 * date nor in range): worded for the operator, repeats dropped, so a field shows what to do once.
 */
export function operatorFieldMessage(field: string, messages: readonly string[], fieldWords: FieldWords = {}): string {
  return [...new Set(messages.map((message) => operatorMessage(message, field, fieldWords)))].join(' ');
}

/**
 * What the operator reads about a failed request that is not about a field: the API's own sentence
 * (written for people), or what went wrong on the way in plain words instead of the browser's
 * ('Failed to fetch') or a bare 'Internal Server Error'.
 */
export function operatorFailureText(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 'FETCH_ERROR') return w.notReached;
  if (status === 'TIMEOUT_ERROR') return w.tooSlow;
  if (status === 'PARSING_ERROR') return w.unreadable;
  const message = apiErrorBody(error)?.message;
  if (typeof status === 'number' && status >= 500 && (message === undefined || message === 'Internal Server Error')) return w.serverFailed;
  return message === undefined ? w.serverFailed : operatorMessage(message);
}
