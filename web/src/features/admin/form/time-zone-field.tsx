import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { useState } from 'react';
import { RequiredMark } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formMessages as m } from './messages.ts';

/** Every IANA zone this browser knows, with the scheme's own, which some runtimes list under another name. */
const ZONES = [...new Set([SCHEME_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')])].sort();

/** 'new york' finds America/New_York: zones are searched as words, anywhere in the name. */
const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ').trim();

export interface TimeZoneFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
}

/** A searchable list of the IANA time zones; the field holds the zone's name ('Europe/London'). */
export function TimeZoneField({ label, hint, value, onChange, onBlur, error, required }: TimeZoneFieldProps) {
  const [query, setQuery] = useState('');
  const zones = [...new Set([...(value ? [value] : []), ...ZONES])];
  const found = query.trim() === '' ? zones : zones.filter((zone) => searchable(zone).includes(searchable(query)));
  return (
    <Field className="flex flex-col gap-1">
      <div className="flex items-baseline">
        <Label className="text-sm font-medium text-slate-800">{label}</Label>
        {required && <RequiredMark />}
      </div>
      <Combobox value={value} onChange={(zone: string | null) => onChange(zone ?? value)} onClose={() => setQuery('')} immediate>
        <div className="relative">
          <ComboboxInput
            className={cn(
              'w-full rounded-lg border py-2 pr-10 pl-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700',
              error ? 'border-red-700' : 'border-slate-300',
            )}
            displayValue={(zone: string) => zone}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            {...(required ? { required: true, 'aria-required': true } : {})}
          />
          <ComboboxButton aria-label={m.showTimeZones} className="absolute inset-y-0 right-0 px-3 text-slate-700">
            <span aria-hidden="true">▾</span>
          </ComboboxButton>
          <ComboboxOptions className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 empty:invisible">
          {found.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-700">{m.noTimeZone}</p>
          ) : (
            found.map((zone) => (
              <ComboboxOption key={zone} value={zone} className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-900 data-focus:bg-violet-100 data-selected:font-semibold">
                {zone}
              </ComboboxOption>
            ))
          )}
          </ComboboxOptions>
        </div>
      </Combobox>
      {hint && <Description className="text-sm text-slate-600">{hint}</Description>}
      {error && <Description className="text-sm text-red-800">{error}</Description>}
    </Field>
  );
}
