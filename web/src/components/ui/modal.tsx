import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button-styles.ts';
import { cn } from '../../lib/cn.ts';

export interface ModalProps {
  title: string;
  /** A line under the title, e.g. the venue of an offer. */
  subtitle?: string;
  /**
   * Accessible name of a × button in the corner; without it the dialog offers its own ways out.
   * Closing by Escape or the backdrop calls onClose either way.
   */
  closeLabel?: string;
  onClose: () => void;
  /** 'sm' for a dialog of one setting; 'lg' otherwise. */
  size?: 'sm' | 'lg';
  children: ReactNode;
}

/** The site's one dialog frame: dimmed backdrop, centred panel, title and, if asked, a close button. */
export function Modal({ title, subtitle, closeLabel, onClose, size = 'lg', children }: ModalProps) {
  const heading = <DialogTitle className="text-xl font-bold text-slate-900">{title}</DialogTitle>;
  return (
    // The dialog element itself covers the viewport, so it has a box of its own (and is visible as such).
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className={cn('flex w-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl', size === 'sm' ? 'max-w-sm' : 'max-w-lg')}>
          <div className="flex items-start justify-between gap-4">
            {subtitle ? (
              <div>
                {heading}
                <p className="text-sm font-medium text-violet-900">{subtitle}</p>
              </div>
            ) : (
              heading
            )}
            {closeLabel && (
              <button type="button" onClick={onClose} className={buttonClasses('ghost')} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
