import { RequiredMark } from '../../../components/ui/text-field.tsx';
import { formMessages as m } from './messages.ts';

/** Above a console form: what the mark beside a label means. */
export function RequiredNote() {
  return (
    <p className="text-sm text-slate-700">
      <RequiredMark /> {m.requiredNote}
    </p>
  );
}
