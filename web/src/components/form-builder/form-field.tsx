import { useId } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { errorAria, type ControlProps } from './control-props.ts';
import { DateField } from './date-field.tsx';
import { DropdownField } from './dropdown-field.tsx';
import { controlClasses, type ValidationState } from './field-styles.ts';
import { gridClasses } from './grid.ts';
import { ToggleField } from './toggle-field.tsx';
import type { FormFieldDefinition } from './types.ts';

interface FormFieldProps<TValues extends FieldValues, TOutput> {
  definition: FormFieldDefinition<TValues>;
  control: Control<TValues, unknown, TOutput>;
  values: TValues;
  submitting: boolean;
  /** Errors show once a field is touched, and on every field after a submit. */
  submitted: boolean;
}

function TextControl(props: ControlProps & { multiline: boolean }) {
  const { id, inputRef, value, onChange, onBlur, readOnly, disabled, state, multiline } = props;
  const common = {
    id,
    ref: inputRef,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    onBlur,
    readOnly,
    disabled,
    className: controlClasses(state, { readOnly }),
    ...errorAria(props),
  };
  return multiline ? (
    <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
  );
}

function NumberControl(props: ControlProps) {
  const { id, inputRef, value, onChange, onBlur, readOnly, disabled, state } = props;
  return (
    <input
      ref={inputRef}
      id={id}
      type="number"
      inputMode="decimal"
      value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
      // An emptied box is no number at all, which the schema can call required.
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.valueAsNumber)}
      onBlur={onBlur}
      readOnly={readOnly}
      disabled={disabled}
      className={controlClasses(state, { readOnly })}
      {...errorAria(props)}
    />
  );
}

function labelText<TValues extends FieldValues>(definition: FormFieldDefinition<TValues>, values: TValues, value: unknown) {
  if (definition.displayValue) return definition.displayValue(values);
  return value === null || value === undefined ? '' : String(value);
}

/** One field of a generic form: its label, control and error, placed on the grid. */
export function FormField<TValues extends FieldValues, TOutput>({
  definition,
  control,
  values,
  submitting,
  submitted,
}: FormFieldProps<TValues, TOutput>) {
  const id = useId();
  const errorId = `${id}-error`;
  const readOnly = definition.readOnly?.(values) ?? false;

  return (
    <Controller
      name={definition.propertyName}
      control={control}
      render={({ field, fieldState }) => {
        const showError = Boolean(fieldState.error) && (fieldState.isTouched || submitted);
        const state: ValidationState = showError ? 'invalid' : fieldState.isTouched || submitted ? 'valid' : 'untouched';
        const props: ControlProps = {
          id,
          inputRef: field.ref,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          readOnly,
          disabled: submitting,
          state: definition.type === 'label' ? 'untouched' : state,
          errorId: showError ? errorId : undefined,
        };
        return (
          <div className={cn('flex flex-col gap-1', gridClasses(definition.colSpan, definition.colOffset))} data-field={definition.propertyName}>
            <label htmlFor={id} className="text-sm font-medium text-slate-800">
              {definition.label}
            </label>
            {definition.type === 'text' && <TextControl {...props} multiline={false} />}
            {definition.type === 'text-multiline' && <TextControl {...props} multiline />}
            {definition.type === 'number' && <NumberControl {...props} />}
            {definition.type === 'date' && <DateField {...props} opensAt={definition.calendarOpensAt} />}
            {definition.type === 'boolean' && <ToggleField {...props} />}
            {definition.type === 'dropdown' && <DropdownField {...props} options={definition.dropDownValues ?? []} />}
            {definition.type === 'label' && (
              <output id={id} className="py-2 text-slate-900">
                {labelText(definition, values, field.value)}
              </output>
            )}
            {showError && (
              <p id={errorId} className="text-sm text-red-700">
                {fieldState.error?.message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
