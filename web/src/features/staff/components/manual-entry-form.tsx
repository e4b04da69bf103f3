import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { staffMessages as m } from '../messages.ts';
import { readScanTarget, type ScanTarget } from '../scan-target.ts';

const ManualEntrySchema = z.object({
  entry: z.string().transform((raw, context) => {
    const target = readScanTarget(raw);
    if (target) return target;
    context.addIssue({ code: 'custom', message: m.manualEntryInvalid });
    return z.NEVER;
  }),
});

export interface ManualEntryFormProps {
  onEntry: (target: ScanTarget) => void;
}

/**
 * For a cracked screen or a dark room: the printed card number or the voucher's code, typed in. What was
 * typed stays after Check, so a one-character typo is corrected rather than typed again (issue 22 item 7).
 */
export function ManualEntryForm({ onEntry }: ManualEntryFormProps) {
  const form = useSchemaForm(ManualEntrySchema, { defaultValues: { entry: '' } });
  return (
    <Form form={form} onSubmit={({ entry }) => onEntry(entry)} className="flex flex-col gap-2">
      <TextField
        label={m.manualEntry}
        hint={m.manualEntryHint}
        error={form.formState.errors.entry?.message}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        className="font-mono text-lg uppercase"
        registration={form.register('entry')}
      />
      <div>
        <button type="submit" className={buttonClasses('primary')}>
          {m.check}
        </button>
      </div>
    </Form>
  );
}
