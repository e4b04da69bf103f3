import { WEEKDAYS } from '@venue-pass/contracts';
import { useContext, useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FieldErrorsAnnounced } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formMessages as m } from './messages.ts';

export interface WeeklyHoursFieldsProps<TValues extends FieldValues> {
  legend: string;
  /** The form field holding the hours, e.g. 'openingHours'. */
  name: string;
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TValues>;
}

function errorAt(errors: FieldErrors, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);
  return found && typeof found === 'object' && 'message' in found && typeof found.message === 'string' ? found.message : undefined;
}

/** A start and a stop time for each weekday, as opening hours and offer times are kept; an error of the whole week shows under its legend. */
export function WeeklyHoursFields<TValues extends FieldValues>({ legend, name, register, errors }: WeeklyHoursFieldsProps<TValues>) {
  const announced = useContext(FieldErrorsAnnounced);
  const id = useId();
  const weekError = errorAt(errors, name);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={weekError ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {m.emptyDayHint}
      </p>
      {weekError && (
        <p id={`${id}-error`} role={announced ? 'alert' : undefined} className="text-sm text-red-800">
          {weekError}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {WEEKDAYS.map((day) => {
          const start = `${name}.${day}StartTime`;
          const stop = `${name}.${day}StopTime`;
          return (
            <div key={day} className="grid grid-cols-2 gap-2">
              <TextField label={m.from(m.weekdays[day])} type="time" registration={register(start as Path<TValues>)} error={errorAt(errors, start)} />
              <TextField label={m.until(m.weekdays[day])} type="time" registration={register(stop as Path<TValues>)} error={errorAt(errors, stop)} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
