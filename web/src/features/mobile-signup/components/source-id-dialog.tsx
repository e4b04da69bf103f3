import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { mobileSignupMessages as m } from '../messages.ts';

export interface SourceIdDialogProps {
  sourceId: number | undefined;
  /** Called with the new id, or undefined when cleared. */
  onChange: (sourceId: number | undefined) => void;
  onClose: () => void;
}

/**
 * Sets the numeric registration source ID used for sign-ups from this device; Clear empties it
 * (R-MOBILE-02 to R-MOBILE-04).
 */
export function SourceIdDialog({ sourceId, onChange, onClose }: SourceIdDialogProps) {
  const [text, setText] = useState(sourceId === undefined ? '' : String(sourceId));
  const valid = text === '' || /^[1-9]\d{0,9}$/.test(text);

  const update = (value: string) => {
    setText(value);
    if (value === '') onChange(undefined);
    else if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) onChange(Number(value));
  };

  return (
    <Modal title={m.dialogTitle} onClose={onClose} size="sm">
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
    </Modal>
  );
}
