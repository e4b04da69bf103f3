import { useState, type ReactNode } from 'react';
import { buttonClasses } from './button-styles.ts';
import { Modal } from './modal.tsx';
import { TextField } from './text-field.tsx';

export const confirmDialogMessages = { cancel: 'Cancel' } as const;

export interface ConfirmDialogProps {
  title: string;
  /** A line under the title naming the record, e.g. the member's e-mail address. */
  subtitle?: string;
  /** What happens, and whether it can be undone. */
  children: ReactNode;
  /** The red button's words, naming the act ('Erase for good'). */
  confirmLabel: string;
  /**
   * What must be typed before the red button works (the member's e-mail address before an erasure or
   * before closing one's own account), with the words asking for it.
   */
  typeToConfirm?: { text: string; label: string };
  /** Runs the act; the dialog stays open (and its buttons off) until it settles. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before a destructive act (the console's erase, remove, revoke, block; a member closing their
 * account). Escape, the backdrop and Cancel leave everything as it was; the act runs only from the red button.
 */
export function ConfirmDialog({ title, subtitle, children, confirmLabel, typeToConfirm, onConfirm, onClose }: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const typedRight = !typeToConfirm || typed.trim() === typeToConfirm.text;
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} {...(subtitle ? { subtitle } : {})} onClose={onClose} size="lg">
      <div className="flex flex-col gap-3 text-slate-700">{children}</div>
      {typeToConfirm && (
        <TextField label={typeToConfirm.label} autoComplete="off" required value={typed} onChange={(event) => setTyped(event.target.value)} />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('danger')} disabled={!typedRight || busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
        <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
          {confirmDialogMessages.cancel}
        </button>
      </div>
    </Modal>
  );
}
