import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  label: string;
  /** Help shown under the field and read with it. */
  hint?: string | undefined;
  /** The field's error; marks it invalid and is announced when it appears. */
  error?: string | null | undefined;
}

/**
 * One labelled text input with its hint and error wired up for assistive technology, so every form
 * field of the site reads the same way. Takes react-hook-form's `register(...)` spread or value/onChange.
 */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'rounded-lg border px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700',
          error ? 'border-red-700' : 'border-slate-300',
          className,
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
