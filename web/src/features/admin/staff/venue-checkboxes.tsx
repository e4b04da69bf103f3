import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { RequiredMark } from '../../../components/ui/text-field.tsx';

/**
 * A group of checkboxes under one name gives react-hook-form a list of the ticked values, a single
 * checkbox its state or value: either way, the ticked venues' ids.
 */
export const venueIdsField = z.union([z.array(z.string()), z.string(), z.boolean()]).transform((ticked) =>
  (Array.isArray(ticked) ? ticked : typeof ticked === 'string' ? [ticked] : []).map(Number),
);

export interface VenueCheckboxesProps {
  legend: string;
  venues: ReadonlyArray<{ value: string; label: string }>;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** At least one must be ticked: the legend carries the required mark. */
  required?: boolean;
}

/** One checkbox per venue; the staff member works at the ones ticked. */
export function VenueCheckboxes({ legend, venues, registration, error, required }: VenueCheckboxesProps) {
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {venues.map((venue) => (
          <label key={venue.value} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" value={venue.value} className="size-4 accent-violet-800" {...registration} />
            {venue.label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-800">{error}</p>}
    </fieldset>
  );
}
