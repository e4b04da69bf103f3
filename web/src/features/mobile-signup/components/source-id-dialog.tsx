import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { mobileSignupMessages as m } from '../messages.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

export interface SourceIdDialogProps {
  sourceId: number | undefined;
  /** Called with the new id, or undefined when cleared. */
  onChange: (sourceId: number | undefined) => void;
  onClose: () => void;
}

/** Sets the numeric registration source ID used for sign-ups from this device (SPEC 2, ruling 13). */
export function SourceIdDialog({ sourceId, onChange, onClose }: SourceIdDialogProps) {
  const [text, setText] = useState(sourceId === undefined ? '' : String(sourceId));
  const valid = text === '' || /^[1-9]\d{0,9}$/.test(text);

  const update = (value: string) => {
    setText(value);
    if (value === '') onChange(undefined);
    else if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) onChange(Number(value));
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex w-full max-w-sm flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-xl font-bold text-slate-900">{m.dialogTitle}</DialogTitle>
          <TextField
            label={m.registrationSourceId}
            error={valid ? undefined : m.sourceIdMustBeNumber}
            inputMode="numeric"
            value={text}
            onChange={(event) => update(event.target.value.trim())}
          />
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => update('')} className={buttonClasses('secondary')}>
              {m.clear}
            </button>
            <button type="button" onClick={onClose} className={buttonClasses('primary')}>
              {m.close}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
