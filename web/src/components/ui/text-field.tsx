import { useContext, useId, type ComponentProps, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { FieldErrorsAnnounced } from './form.tsx';

interface FieldProps {
  label: string;
  /** Help shown under the field and read with it. */
  hint?: string | undefined;
  /** The field's error; marks it invalid and, unless its form summarises errors, is announced. */
  error?: string | null | undefined;
  /** The field's wiring in its form: `form.register(name)`. */
  registration?: UseFormRegisterReturn;
  /** The field must be filled in: its label carries a mark, and its control says so to assistive technology. */
  required?: boolean | undefined;
}

type ControlAttributes = Pick<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'required' | 'aria-required'> & { className: string };

/** The mark after a required field's label; the control itself is announced as required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-800">
      *
    </span>
  );
}

/** The label, hint and error of one field, wired up for assistive technology around its control. */
function FieldFrame({ label, hint, error, required, className, control }: FieldProps & { className?: string | undefined; control: (attributes: ControlAttributes) => ReactNode }) {
  const id = useId();
  const announced = useContext(FieldErrorsAnnounced);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      {/* The mark sits beside the label rather than in it, so the field's name stays its label alone. */}
      <div className="flex items-baseline">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      {control({
        id,
        ...(required ? { required: true, 'aria-required': true } : {}),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: cn(
          'rounded-lg border px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700',
          error ? 'border-red-700' : 'border-slate-300',
          className,
        ),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announced ? 'alert' : undefined} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'aria-describedby' | 'aria-invalid'>;

/**
 * One labelled text input with its hint and error, so every field of the site reads the same way.
 * In a form it takes `registration`; a control outside one (a setting saved as it is typed) takes
 * value and onChange.
 */
export function TextField({ label, hint, error, registration, required, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      control={(attributes) => <input {...input} {...attributes} {...registration} />}
    />
  );
}

export interface TextAreaFieldProps extends FieldProps {
  rows: number;
}

/** TextField's multi-line sibling. */
export function TextAreaField({ label, hint, error, registration, required, rows }: TextAreaFieldProps) {
  return <FieldFrame label={label} hint={hint} error={error} required={required} control={(attributes) => <textarea rows={rows} {...attributes} {...registration} />} />;
}

export interface SelectFieldProps extends FieldProps {
  /** The choices, each a value and the text shown for it. */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** TextField's sibling for a choice from a short list. */
export function SelectField({ label, hint, error, registration, required, options }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      control={(attributes) => (
        <select {...attributes} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
