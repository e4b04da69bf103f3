import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { cn } from '../../lib/cn.ts';
import { errorAria, type ControlProps } from './control-props.ts';
import { controlClasses } from './field-styles.ts';
import { formBuilderMessages } from './messages.ts';
import type { DropDownValue } from './types.ts';

/** How long the option list waits after the last keystroke before it follows the typed text (R-CONST-23). */
export const COMBOBOX_FILTER_DEBOUNCE_MS = 500;

/** Options whose label contains the query, ignoring case. */
export function filterOptions(options: DropDownValue[], query: string): DropDownValue[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' ? options : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/**
 * A searchable dropdown: type to narrow the options, which follow the typed text once typing pauses;
 * the list scrolls beyond 60 units (R-CONST-22). Only the filtering waits: the value changes on a pick.
 */
export function DropdownField(props: ControlProps & { options: DropDownValue[] }) {
  const { id, inputRef, value, onChange, onBlur, readOnly, disabled, state, options } = props;
  const [query, setQuery] = useState('');
  const filterBy = useDebouncedCallback(setQuery, COMBOBOX_FILTER_DEBOUNCE_MS);
  const shown = filterOptions(options, query);
  const labelOf = (selected: unknown) => options.find((option) => option.value === selected)?.label ?? '';

  return (
    <Combobox
      value={typeof value === 'string' ? value : null}
      onChange={(selected: string | null) => {
        onChange(selected);
        onBlur();
      }}
      // A keystroke still waiting must not narrow the list the next time it opens.
      onClose={() => {
        filterBy.cancel();
        setQuery('');
      }}
      disabled={disabled || readOnly}
      immediate
    >
      <div className="relative">
        <ComboboxInput
          ref={inputRef}
          id={id}
          displayValue={labelOf}
          onChange={(event) => filterBy(event.target.value)}
          onBlur={onBlur}
          readOnly={readOnly}
          className={controlClasses(state, { readOnly, extra: 'pr-10' })}
          {...errorAria(props)}
        />
        <ComboboxButton
          aria-label={formBuilderMessages.showOptions}
          className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-600 disabled:opacity-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </ComboboxButton>
        <ComboboxOptions className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg empty:invisible">
          {shown.length === 0 ? (
            <div className="px-3 py-2 text-sm text-slate-600">{formBuilderMessages.noOptions}</div>
          ) : (
            shown.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option.value}
                className={cn('cursor-pointer px-3 py-2 text-slate-900', 'data-focus:bg-violet-100 data-selected:font-semibold')}
              >
                {option.label}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
