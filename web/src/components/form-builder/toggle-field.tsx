import { Switch } from '@headlessui/react';
import { cn } from '../../lib/cn.ts';
import { errorAria, type ControlProps } from './control-props.ts';
import { validationBorder } from './field-styles.ts';

/** A yes/no value as a switch. */
export function ToggleField(props: ControlProps) {
  const { id, inputRef, value, onChange, onBlur, readOnly, disabled, state } = props;
  return (
    <Switch
      ref={inputRef}
      id={id}
      checked={value === true}
      onChange={(checked) => {
        onChange(checked);
        onBlur();
      }}
      disabled={disabled || readOnly}
      aria-readonly={readOnly || undefined}
      className={cn(
        'group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
        'bg-slate-300 data-checked:bg-violet-800 data-disabled:cursor-not-allowed data-disabled:opacity-60',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
        state === 'untouched' ? 'border-transparent' : validationBorder[state],
      )}
      {...errorAria(props)}
    >
      <span
        aria-hidden="true"
        className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
      />
    </Switch>
  );
}
