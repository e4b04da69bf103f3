import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClasses } from '../ui/button-styles.ts';
import { Form, useSchemaForm } from '../ui/form.tsx';
import { ErrorSummary, type SummaryEntry } from './error-summary.tsx';
import { FormField } from './form-field.tsx';
import { GRID_CLASSES } from './grid.ts';
import { formBuilderMessages } from './messages.ts';
import { scrollIntoView } from './scroll-into-view.ts';
import type { FormFieldDefinition, SubmitFailure } from './types.ts';

export interface FormBuilderState {
  /** False once the member has changed, left or submitted a field and the values are invalid. */
  isValid: boolean;
  isSubmitting: boolean;
}

export interface FormBuilderProps<TValues extends FieldValues, TOutput> {
  /** Validates the values; it must be synchronous (no async refinements). */
  schema: z.ZodType<TOutput, TValues>;
  fields: FormFieldDefinition<TValues>[];
  defaultValues: DefaultValues<TValues>;
  /** Saves the parsed values; resolves with a SubmitFailure when saving failed. */
  onSubmit: (values: TOutput) => Promise<SubmitFailure | void>;
  submitLabel?: string;
  /** Rendered between the fields and the submit button, e.g. the outcome of the last save. */
  status?: (state: FormBuilderState) => ReactNode;
  'aria-label'?: string;
}

/**
 * A form generated from field definitions (R-ENTITY-41), on the site's one form pattern (ui/form.tsx).
 * States (R-STATE-20 to R-STATE-24): idle, or submitting with every field disabled. Submit is disabled while submitting
 * or while the values are invalid, counted from the member's first change, leave or submit (ADR 064): a form opened
 * on incomplete data (a profile without a date of birth) shows no error and lets Save say what is missing.
 * After a failed submit the summary shows until the form is valid;
 * a failure without field errors shows 'Generic Error' until the next submit. Once a submit settles,
 * its outcome is scrolled into view (R-CONST-24): the summary after a failure, otherwise the status.
 */
export function FormBuilder<TValues extends FieldValues, TOutput>({
  schema,
  fields,
  defaultValues,
  onSubmit,
  submitLabel = formBuilderMessages.submit,
  status,
  'aria-label': ariaLabel,
}: FormBuilderProps<TValues, TOutput>) {
  const form = useSchemaForm(schema, { defaultValues, mode: 'onTouched' });
  const { control, setError, setFocus, formState, values, isValid } = form;
  const { errors, isSubmitting, isSubmitted, submitCount, isDirty, touchedFields } = formState;
  const interacted = isDirty || isSubmitted || Object.keys(touchedFields).length > 0;
  const shownInvalid = interacted && !isValid;
  const [failure, setFailure] = useState<'fields' | 'generic' | null>(null);
  const [focusAfterSubmit, setFocusAfterSubmit] = useState<Path<TValues> | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // The fields are disabled until the submit settles, so the first refused one is focused afterwards.
  useEffect(() => {
    if (!isSubmitting && focusAfterSubmit) setFocus(focusAfterSubmit);
  }, [isSubmitting, focusAfterSubmit, setFocus]);

  // Runs after the focus effect above: focusing a refused field jumps to it, then the summary that
  // explains the refusal is brought into view.
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const outcome = summaryRef.current ?? statusRef.current?.firstElementChild;
    if (outcome) scrollIntoView(outcome);
  }, [isSubmitting, submitCount]);

  const save = async (output: TOutput) => {
    setFailure(null);
    setFocusAfterSubmit(null);
    const result = await onSubmit(output);
    if (!result) return;
    const known = fields.filter((field) => result.fieldErrors[field.propertyName] !== undefined);
    for (const field of known) {
      setError(field.propertyName, { type: 'server', message: result.fieldErrors[field.propertyName] });
    }
    setFocusAfterSubmit(known[0]?.propertyName ?? null);
    setFailure(known.length > 0 ? 'fields' : 'generic');
  };

  const visible = fields.filter((field) => !field.hidden?.(values));
  const summaryEntries: SummaryEntry[] = visible.flatMap((field) => {
    const message = errors[field.propertyName]?.message;
    return typeof message === 'string' ? [{ label: field.label, message }] : [];
  });
  const showSummary = failure === 'generic' || (failure === 'fields' && !isValid);
  // Until the member has done anything, the values count as valid: nothing of theirs is wrong yet.
  const shownState = { isValid: !shownInvalid, isSubmitting };

  return (
    <Form form={form} onSubmit={save} onInvalid={() => setFailure('fields')} summarisesErrors aria-label={ariaLabel} className="flex flex-col gap-6">
      {showSummary && <ErrorSummary ref={summaryRef} entries={failure === 'generic' ? [] : summaryEntries} />}
      <fieldset disabled={isSubmitting} className={GRID_CLASSES}>
        {visible.map((field) => (
          <FormField
            key={field.propertyName}
            definition={field}
            control={control}
            values={values}
            submitting={isSubmitting}
            submitted={isSubmitted}
          />
        ))}
      </fieldset>
      {status && (
        <div ref={statusRef} className="flex flex-col gap-6 empty:hidden">
          {status(shownState)}
        </div>
      )}
      <div>
        <button type="submit" disabled={isSubmitting || shownInvalid} aria-busy={isSubmitting || undefined} className={buttonClasses('primary')}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
