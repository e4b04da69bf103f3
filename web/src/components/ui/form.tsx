import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /** The current values, re-rendering the form on every change. */
  values: TValues;
  /** The values pass the schema and no field carries an error (a server's included). */
  isValid: boolean;
}

export interface SchemaFormOptions<TValues extends FieldValues, TOutput> extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  /**
   * Words the messages the schema leaves to zod (e.g. 'Invalid URL') for the people using the form;
   * messages the schema writes itself are kept. zod's per-parse error map.
   */
  errorMap?: z.core.$ZodErrorMap;
}

/**
 * The form state of every form of the site: react-hook-form validated by a zod schema, usually a
 * contract of packages/contracts, so the form refuses what the API would refuse. The schema must be
 * synchronous (no async refinements).
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  { errorMap, ...options }: SchemaFormOptions<TValues, TOutput>,
): SchemaForm<TValues, TOutput> {
  const resolver = zodResolver(schema, errorMap ? { error: errorMap } : undefined);
  const form = useForm<TValues, unknown, TOutput>({ ...options, resolver });
  const values = useWatch({ control: form.control }) as TValues;
  // Checked here on every change rather than read from formState.isValid, which is settled
  // asynchronously and would let a submit button and messages flicker on the first render.
  const schemaValid = useMemo(() => schema.safeParse(values).success, [schema, values]);
  const isValid = schemaValid && Object.keys(form.formState.errors).length === 0;
  return { ...form, values, isValid };
}

/**
 * Whether a field announces its own error (role="alert"). A form that shows a summary or banner of
 * what is wrong announces that instead, so a screen reader does not hear every field at once.
 */
export const FieldErrorsAnnounced = createContext(true);

export interface FormProps<TValues extends FieldValues, TOutput>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid' | 'noValidate' | 'children'> {
  form: SchemaForm<TValues, TOutput>;
  /** Called with the parsed values; the form counts as submitting until the promise settles. */
  onSubmit: (values: TOutput) => unknown;
  /** Called instead when the values do not pass the schema. */
  onInvalid?: SubmitErrorHandler<TValues>;
  /** The form shows its own summary of what is wrong, so its fields do not announce their errors. */
  summarisesErrors?: boolean;
  children: ReactNode;
}

/** The `<form>` of a `useSchemaForm` form; its fields are the components of components/ui/text-field.tsx. */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  summarisesErrors = false,
  children,
  ...formProps
}: FormProps<TValues, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  }, onInvalid);
  return (
    <FieldErrorsAnnounced.Provider value={!summarisesErrors}>
      <form
        noValidate
        data-state={form.formState.isSubmitting ? 'submitting' : 'idle'}
        onSubmit={(event) => void submit(event)}
        {...formProps}
      >
        {children}
      </form>
    </FieldErrorsAnnounced.Provider>
  );
}
