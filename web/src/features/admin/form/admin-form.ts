import type { FieldValues } from 'react-hook-form';
import { config, type z } from 'zod';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from '../../../components/ui/form.tsx';
import { operatorMessage, type FieldWords } from './operator-wording.ts';

/** zod's own message for an issue, as its locale words it: what the API sends for the same issue. */
function zodMessage(issue: z.core.$ZodRawIssue): string {
  const message = config().localeError?.(issue);
  return (typeof message === 'string' ? message : message?.message) ?? 'Invalid input';
}

/**
 * A console form: the site's schema form, whose checks speak the operator's words
 * (operator-wording.ts), with the form's own words for a field where it has them. Give the same
 * `fieldWords` to useAdminSave, so what the API refuses reads the same.
 */
export function useAdminForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  options: Omit<SchemaFormOptions<TValues, TOutput>, 'errorMap'>,
  fieldWords: FieldWords = {},
): SchemaForm<TValues, TOutput> {
  return useSchemaForm(schema, {
    ...options,
    errorMap: (issue) => operatorMessage(zodMessage(issue), (issue.path ?? []).join('.'), fieldWords),
  });
}
