import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button-styles.ts';

export interface ModalProps {
  title: string;
  /** Accessible name of the × button; closing by Escape or the backdrop calls onClose too. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The site's modal frame: dimmed backdrop, centred panel, title and a close button. */
export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="flex w-full max-w-lg flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-bold text-slate-900">{title}</DialogTitle>
            <button type="button" onClick={onClose} className={buttonClasses('ghost')} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
