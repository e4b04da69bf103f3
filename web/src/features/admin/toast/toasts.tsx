import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { toastMessages as m } from './messages.ts';

/** How long a toast stays: long enough to read two lines, short enough not to pile up. */
export const TOAST_MS = 6000;

interface Toast {
  id: number;
  text: string;
}

const ShowToast = createContext<((text: string) => void) | null>(null);

/**
 * Shows a short confirmation ('Venue saved.') in the console's one toast area. The console's pages
 * confirm every save this way, whatever they do next (stay, or open the record made).
 */
export function useToast(): (text: string) => void {
  const show = useContext(ShowToast);
  if (!show) throw new Error('useToast needs the console’s ToastProvider (shell/admin-layout.tsx).');
  return show;
}

/**
 * The console's toasts: a polite live region (role="status") that is on the page before anything is
 * put in it, so screen readers announce each toast as it comes; each goes by itself or when dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (text: string) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, text }]);
      timers.current.set(id, setTimeout(() => dismiss(id), TOAST_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ShowToast.Provider value={show}>
      {children}
      <div role="status" aria-label={m.region} className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {toasts.map((toast) => (
          <div key={toast.id} className="pointer-events-auto flex items-start justify-between gap-2 rounded-lg bg-green-800 p-3 text-sm font-medium text-white shadow-lg">
            <p>{toast.text}</p>
            <button type="button" className={buttonClasses('ghost', 'px-2 py-0 text-white hover:bg-green-900')} aria-label={m.dismiss} onClick={() => dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ShowToast.Provider>
  );
}
