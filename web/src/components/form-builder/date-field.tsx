import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { errorAria, type ControlProps } from './control-props.ts';
import { formatDisplayDate, parseStoredDate, parseTypedDate, toStoredDate } from './date-value.ts';
import { controlClasses } from './field-styles.ts';
import { formBuilderMessages } from './messages.ts';

// Enter submits the form and space is typed, so only ArrowDown opens the calendar (as the APG date picker combobox).
const OPEN_KEYS = new Set(['ArrowDown']);

/**
 * A date typed as DD/MM/YYYY or picked from a calendar in London time with month and year dropdowns (the
 * WAI-ARIA date picker combobox). A whole real date is stored as one; anything else typed is kept as typed,
 * which no stored date reads, so the form's schema refuses it. The calendar opens on clicking the field or
 * ArrowDown, on the typed or stored day or else at `opensAt`, and closes on picking a day, clicking outside
 * or Escape; typing goes on in the field while it is open.
 */
export function DateField(props: ControlProps & { opensAt?: Date | undefined }) {
  const { id, inputRef, value, onChange, onBlur, readOnly, disabled, state, opensAt } = props;
  const [open, setOpen] = useState(false);
  // Opened from the keyboard, the calendar takes the focus; opened by a click, the field keeps it for typing.
  const [focusCalendar, setFocusCalendar] = useState(false);
  // What the member is typing, until it is a whole date; then the stored value speaks for itself.
  const [typed, setTyped] = useState<string | null>(null);
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
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (canOpen && OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      setFocusCalendar(true);
      setOpen(true);
    }
  };

  const onType = (text: string) => {
    const day = parseTypedDate(text);
    setTyped(day ? null : text);
    onChange(day ? toStoredDate(day) : text);
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
        inputMode="numeric"
        autoComplete="off"
        readOnly={readOnly}
        disabled={disabled}
        value={typed ?? (parseStoredDate(value) ? formatDisplayDate(value) : typeof value === 'string' ? value : '')}
        placeholder={formBuilderMessages.noDate}
        onChange={(event) => onType(event.target.value)}
        onBlur={(event) => {
          // Moving into the open calendar is not leaving the field; tabbing past it is.
          if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
          setOpen(false);
          onBlur();
        }}
        // A textbox may not carry aria-expanded; the date picker combobox pattern (WAI-ARIA APG) can.
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        aria-readonly={readOnly || undefined}
        onClick={() => {
          if (!canOpen) return;
          setFocusCalendar(false);
          setOpen(true);
        }}
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
            // Keyed by the day, so a newly typed date turns the calendar to its month.
            key={selected?.toISOString() ?? 'empty'}
            defaultMonth={selected ?? opensAt}
            autoFocus={focusCalendar}
            onSelect={(day) => {
              setTyped(null);
              onChange(toStoredDate(day));
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
