import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from '../../../components/ui/form.tsx';
import { operatorMessage, type FieldWords } from './operator-wording.ts';

/**
 * A console form: the site's schema form, whose checks speak the operator's words
 * (operator-wording.ts), with the form's own words for a field where it has them. Give the same
 * `fieldWords` to useAdminSave, so what the API refuses reads the same.
 */
export function useAdminForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  options: Omit<SchemaFormOptions<TValues, TOutput>, 'wording'>,
  fieldWords: FieldWords = {},
): SchemaForm<TValues, TOutput> {
  return useSchemaForm(schema, { ...options, wording: (message, field) => operatorMessage(message, field, fieldWords) });
}
