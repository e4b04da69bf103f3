import type { StaffVenue } from '@venue-pass/contracts';
import { useId } from 'react';
import { staffMessages as m } from '../messages.ts';

export interface VenuePickerProps {
  venues: readonly StaffVenue[];
  selected: StaffVenue | undefined;
  onSelect: (venueId: number) => void;
}

/** Staff at several venues pick where this device is; the page remembers the choice. */
export function VenuePicker({ venues, selected, onSelect }: VenuePickerProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {m.venue}
      </label>
      <select
        id={id}
        value={selected?.id ?? ''}
        onChange={(event) => onSelect(Number(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        {!selected && (
          <option value="" disabled>
            {m.chooseVenue}
          </option>
        )}
        {venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </select>
    </div>
  );
}
