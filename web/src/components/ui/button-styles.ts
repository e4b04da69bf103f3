import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-secondary';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-violet-800 text-white hover:bg-violet-900',
  secondary: 'border border-violet-800 bg-white text-violet-900 hover:bg-violet-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
  /** What cannot be undone: the button that does it. */
  danger: 'bg-red-800 text-white hover:bg-red-900 focus-visible:outline-red-800',
  /** What cannot be undone: the button that asks first. */
  'danger-secondary': 'border border-red-800 bg-white text-red-900 hover:bg-red-50 focus-visible:outline-red-800',
};

/** Classes for anything that looks like a button, including links. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return cn(base, variants[variant], extra);
}
