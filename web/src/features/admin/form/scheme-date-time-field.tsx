import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { schemeWallClockToIso } from '../../../lib/scheme-clock.ts';
import { formatSchemeDateTime } from '../../../lib/scheme-dates.ts';
import { formMessages as m } from './messages.ts';

export interface SchemeDateTimeFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The field's current value, read back under it in the site's one date style. */
  value: string;
  required?: boolean;
}

/**
 * A date and time on the scheme's clock (docs/decisions/057). The browser draws the control in its own
 * locale, so the field reads the value back en-GB ('30 June 2027 at 23:59') with the zone it is in.
 */
export function SchemeDateTimeField({ label, registration, error, value, required }: SchemeDateTimeFieldProps) {
  const iso = schemeWallClockToIso(value);
  return <TextField label={label} type="datetime-local" hint={iso ? m.schemeTimeReads(formatSchemeDateTime(iso)) : m.schemeTimeHint} registration={registration} error={error} required={required} />;
}
