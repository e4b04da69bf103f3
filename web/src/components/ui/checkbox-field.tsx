import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckboxFieldProps {
  label: string;
  hint?: string;
  /** The field's wiring in its form: `form.register(name)`. */
  registration: UseFormRegisterReturn;
}

/** One labelled checkbox of a form, its label beside it and clickable. */
export function CheckboxField({ label, hint, registration }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 accent-violet-800"
        {...registration}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
