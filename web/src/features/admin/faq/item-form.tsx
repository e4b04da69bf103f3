import { AdminFaqItemInputSchema, type AdminFaqItemInput } from '@venue-pass/contracts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useAdminForm } from '../form/admin-form.ts';
import { formMessages } from '../form/messages.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { faqAdminMessages as m } from './messages.ts';

export interface ItemFormProps {
  label: string;
  defaultValues: AdminFaqItemInput;
  submitLabel: string;
  onSave: (input: AdminFaqItemInput) => Promise<void>;
  onCancel?: () => void;
  onReload?: () => void;
}

/** A question and its answer: the new question's page, and an item's own form while it is edited in the list. */
export function ItemForm({ label, defaultValues, submitLabel, onSave, onCancel, onReload }: ItemFormProps) {
  const form = useAdminForm(AdminFaqItemInputSchema, { defaultValues });
  const { failure, submit, invalid } = useAdminSave(form.setError, onSave);
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors aria-label={label} className="flex flex-col gap-3">
      <SaveFailureBanner failure={failure} {...(onReload ? { onReload } : {})} />
      <RequiredNote />
      <TextField label={m.question} required registration={form.register('question')} error={errors.question?.message} />
      <TextAreaField label={m.answer} required rows={5} registration={form.register('answer')} error={errors.answer?.message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? formMessages.saving : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClasses('secondary')} onClick={onCancel}>
            {formMessages.cancel}
          </button>
        )}
      </div>
    </Form>
  );
}
