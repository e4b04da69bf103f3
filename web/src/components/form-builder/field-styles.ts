import { cn } from '../../lib/cn.ts';

/** How a field looks: neutral until touched, then green when valid and red when not (R-VALID-36, R-VALID-37). */
export type ValidationState = 'untouched' | 'valid' | 'invalid';

export const validationBorder: Record<ValidationState, string> = {
  untouched: 'border-slate-300',
  valid: 'border-green-600',
  invalid: 'border-red-600',
};

/** Classes of a field's control; read-only and disabled controls are greyed. */
export function controlClasses(state: ValidationState, options: { readOnly?: boolean; extra?: string } = {}): string {
  return cn(
    'w-full rounded-lg border px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    options.readOnly ? 'bg-slate-100' : 'bg-white',
    validationBorder[state],
    options.extra,
  );
}
