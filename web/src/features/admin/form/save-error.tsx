import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { apiErrorBody, apiErrorMessage, isStaleSave, refusedFieldErrors } from '../../../lib/api-error.ts';
import { formMessages as m } from './messages.ts';

/** Why a console save failed, as its form shows it. */
export type SaveFailure =
  | { kind: 'fields' }
  | { kind: 'conflict'; message: string }
  | { kind: 'other'; message: string };

/**
 * Reads a failed save through lib/api-error.ts: field errors (a 400's, or a 409's for a name already
 * taken) go onto the form's fields, and a stale save (someone saved the record after it was loaded)
 * asks the operator to reload instead of overwriting their change.
 */
export function readSaveFailure<TValues extends FieldValues>(error: unknown, setError: UseFormSetError<TValues>): SaveFailure {
  const fields = refusedFieldErrors(error);
  if (fields) {
    for (const [field, message] of Object.entries(fields)) {
      setError(field as Path<TValues>, { type: 'server', message });
    }
    return { kind: 'fields' };
  }
  if (isStaleSave(error)) {
    return { kind: 'conflict', message: apiErrorBody(error)?.message ?? m.conflictText };
  }
  return { kind: 'other', message: apiErrorMessage(error) };
}

/** A form's failed save, kept until the next attempt. */
export function useSaveFailure<TValues extends FieldValues>(setError: UseFormSetError<TValues>) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail: (error: unknown) => setFailure(readSaveFailure(error, setError)),
    /** The form's own check refused the values before anything was sent. */
    invalid: () => setFailure({ kind: 'fields' }),
  };
}

/**
 * A console form's submit: `save` the parsed values, and on failure keep what went wrong for the
 * banner (and the fields). Pass `submit` and `invalid` to the form as onSubmit and onInvalid.
 */
export function useAdminSave<TValues extends FieldValues, TOutput>(setError: UseFormSetError<TValues>, save: (values: TOutput) => Promise<unknown>) {
  const { failure, clear, fail, invalid } = useSaveFailure(setError);
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
      {failure.kind === 'fields' && <p className="font-semibold">{m.checkFields}</p>}
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
