import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { errorAria, type ControlProps } from './control-props.ts';
import { formatDisplayDate, parseStoredDate, toStoredDate } from './date-value.ts';
import { controlClasses } from './field-styles.ts';
import { formBuilderMessages } from './messages.ts';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A date shown as DD/MM/YYYY and picked from a calendar in London time with month and year dropdowns.
 * The calendar opens on clicking the field and closes on picking a day, clicking outside or Escape.
 */
export function DateField(props: ControlProps) {
  const { id, inputRef, value, onChange, onBlur, readOnly, disabled, state } = props;
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const selected = parseStoredDate(value);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) {
        setOpen(false);
        onBlur();
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onBlur]);

  const close = () => {
    setOpen(false);
    onBlur();
    input.current?.focus();
  };
  const canOpen = !readOnly && !disabled;

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (canOpen && OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <input
        ref={(element) => {
          input.current = element;
          inputRef(element);
        }}
        id={id}
        type="text"
        // Typing is not offered: the calendar is the one way in, so the stored value is always a real day.
        readOnly
        disabled={disabled}
        value={formatDisplayDate(value)}
        placeholder={formBuilderMessages.noDate}
        // A textbox may not carry aria-expanded; the date picker combobox pattern (WAI-ARIA APG) can.
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        aria-readonly={readOnly || undefined}
        onClick={() => canOpen && setOpen(true)}
        onKeyDown={onInputKeyDown}
        className={controlClasses(state, { readOnly, extra: canOpen ? 'cursor-pointer' : undefined })}
        {...errorAria(props)}
      />
      {open && (
        <div
          id={pickerId}
          role="dialog"
          aria-label={formBuilderMessages.chooseDate}
          className="absolute z-20 mt-1 rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <DayPicker
            mode="single"
            required
            timeZone={SCHEME_TIME_ZONE}
            captionLayout="dropdown"
            selected={selected}
            defaultMonth={selected}
            autoFocus
            onSelect={(day) => {
              onChange(toStoredDate(day));
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
