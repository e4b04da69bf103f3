import type { FieldValues, Path } from 'react-hook-form';

/** The kinds of field the builder renders (R-ENTITY-48). */
export type FieldType = 'text' | 'text-multiline' | 'date' | 'label' | 'number' | 'boolean' | 'dropdown';

/** Columns a field spans on the builder's 6-column grid. */
export type ColSpan = 1 | 2 | 3 | 4 | 5 | 6 | 'full';

/** The grid column a field starts at (1 is the first); the columns before it stay empty. */
export type ColOffset = 1 | 2 | 3 | 4 | 5 | 6;

export interface DropDownValue {
  value: string;
  label: string;
}

/** A rule over the form's current values, e.g. hide a field unless a toggle is on. */
export type FieldRule<TValues extends FieldValues> = (values: TValues) => boolean;

/** One field of a generic form (R-ENTITY-41 to R-ENTITY-47). */
export interface FormFieldDefinition<TValues extends FieldValues> {
  propertyName: Path<TValues>;
  label: string;
  type: FieldType;
  /** The field is not shown while this holds; its value is kept. */
  hidden?: FieldRule<TValues>;
  /** The field shows its value but cannot be changed while this holds. */
  readOnly?: FieldRule<TValues>;
  /** Defaults to 'full'. Below the `sm` breakpoint every field takes the whole row. */
  colSpan?: ColSpan;
  colOffset?: ColOffset;
  /** The choices of a dropdown field. */
  dropDownValues?: DropDownValue[];
  /** The month a date field's calendar opens at while the field is empty (a birthday: some decades ago). */
  calendarOpensAt?: Date;
  /** Text a label field shows instead of its raw value. */
  displayValue?: (values: TValues) => string;
}

/** What a submit handler reports back when saving failed; no field errors means a generic failure. */
export interface SubmitFailure {
  fieldErrors: Record<string, string>;
}
