import { StaffRoleSchema } from '@venue-pass/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { staffMessages as m } from './messages.ts';

/** The role an account of the venues holds, each with what it lets them do: the invitation and the change of venues both offer it. */
export function RoleRadios({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">{m.role}</legend>
      {StaffRoleSchema.options.map((role) => (
        <label key={role} className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value={role} className="mt-0.5 size-4 accent-violet-800" {...registration} />
          <span>
            <span className="font-medium">{m.roles[role]}</span>
            <span className="block text-slate-600">{m.roleHints[role]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
