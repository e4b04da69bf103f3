import type { RefCallback } from 'react';
import type { ValidationState } from './field-styles.ts';

/** What every control of the builder receives from its field. */
export interface ControlProps {
  id: string;
  /** Lets the form focus the control, e.g. the first field the server refused. */
  inputRef: RefCallback<HTMLElement>;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Marks the field touched; controls call it when the member leaves or finishes with them. */
  onBlur: () => void;
  readOnly: boolean;
  disabled: boolean;
  state: ValidationState;
  /** Id of the error text, when one is shown. */
  errorId: string | undefined;
}

/** ARIA attributes tying a control to its error text. */
export function errorAria({ state, errorId }: Pick<ControlProps, 'state' | 'errorId'>) {
  return { 'aria-invalid': state === 'invalid' ? true : undefined, 'aria-describedby': errorId };
}
