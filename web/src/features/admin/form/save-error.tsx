import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorBody, isStaleSave, refusedFieldErrors } from '../../../lib/api-error.ts';
import { formMessages as m } from './messages.ts';
import { operatorFailureText, operatorFieldMessage, type FieldWords } from './operator-wording.ts';

/** Why a console save failed, as its form shows it. */
export type SaveFailure =
  /** `request`: what the API said of the request as a whole rather than of a field the form shows. */
  | { kind: 'fields'; request?: string[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'other'; message: string };

/** Where the API puts what is wrong with no one field (errors.ts names the part of the request), and the hidden version. */
const NOT_A_FIELD = new Set(['body', 'querystring', 'params', 'headers', 'request', 'version']);

/**
 * Reads a failed save through lib/api-error.ts, in the operator's words (operator-wording.ts): field
 * errors (a 400's, or a 409's for a name already taken) go onto the form's fields, and a stale save
 * (someone saved the record after it was loaded) asks the operator to reload instead of overwriting
 * their change.
 */
export function readSaveFailure<TValues extends FieldValues>(error: unknown, setError: UseFormSetError<TValues>, fieldWords: FieldWords = {}): SaveFailure {
  if (refusedFieldErrors(error)) {
    const request: string[] = [];
    for (const [field, messages] of Object.entries(apiErrorBody(error)?.errors ?? {})) {
      if (messages.length === 0) continue;
      const message = operatorFieldMessage(field, messages, fieldWords);
      if (NOT_A_FIELD.has(field)) request.push(message);
      else setError(field as Path<TValues>, { type: 'server', message });
    }
    return request.length > 0 ? { kind: 'fields', request } : { kind: 'fields' };
  }
  if (isStaleSave(error)) {
    return { kind: 'conflict', message: apiErrorBody(error)?.message ?? m.conflictText };
  }
  return { kind: 'other', message: operatorFailureText(error) };
}

/** A form's failed save, kept until the next attempt. */
export function useSaveFailure<TValues extends FieldValues>(setError: UseFormSetError<TValues>, fieldWords: FieldWords = {}) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail: (error: unknown) => setFailure(readSaveFailure(error, setError, fieldWords)),
    /** The form's own check refused the values before anything was sent. */
    invalid: () => setFailure({ kind: 'fields' }),
  };
}

/**
 * A console form's submit: `save` the parsed values, and on failure keep what went wrong for the
 * banner (and the fields, in the form's `fieldWords` where the API's words are a developer's). Pass
 * `submit` and `invalid` to the form as onSubmit and onInvalid.
 */
export function useAdminSave<TValues extends FieldValues, TOutput>(
  setError: UseFormSetError<TValues>,
  save: (values: TOutput) => Promise<unknown>,
  fieldWords: FieldWords = {},
) {
  const { failure, clear, fail, invalid } = useSaveFailure(setError, fieldWords);
  const submit = async (values: TOutput) => {
    clear();
    try {
      await save(values);
    } catch (error) {
      fail(error);
    }
  };
  return { failure, submit, invalid };
}

/** The banner over a form whose save failed; on a conflict it offers to reload the record. */
export function SaveFailureBanner({ failure, onReload }: { failure: SaveFailure | null; onReload?: () => void }) {
  if (!failure) return null;
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
      {failure.kind === 'fields' && (
        <>
          <p className="font-semibold">{m.checkFields}</p>
          {failure.request?.map((message) => <p key={message}>{message}</p>)}
        </>
      )}
      {failure.kind === 'conflict' && (
        <>
          <p className="font-semibold">{m.conflictTitle}</p>
          <p>{failure.message}</p>
          {onReload && (
            <button type="button" className={buttonClasses('secondary')} onClick={onReload}>
              {m.reload}
            </button>
          )}
        </>
      )}
      {failure.kind === 'other' && (
        <>
          <p className="font-semibold">{m.failed}</p>
          <p>{failure.message}</p>
        </>
      )}
    </div>
  );
}
