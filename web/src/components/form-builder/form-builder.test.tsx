import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import smoothScrollIntoView from 'smooth-scroll-into-view-if-needed';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubPrefersReducedMotion } from '../../testing/match-media.ts';
import { toStoredDate, formatDisplayDate, parseStoredDate } from './date-value.ts';
import { COMBOBOX_FILTER_DEBOUNCE_MS } from './dropdown-field.tsx';
import { validationBorder } from './field-styles.ts';
import { FormBuilder, type FormBuilderProps } from './form-builder.tsx';
import { formBuilderMessages } from './messages.ts';
import { SCROLL_ANIMATION_DURATION_MS } from './scroll-into-view.ts';
import type { FormFieldDefinition, SubmitFailure } from './types.ts';

// jsdom has no layout to scroll, so the tests check what the scroll library was asked to do.
vi.mock('smooth-scroll-into-view-if-needed', () => ({ default: vi.fn(async () => []) }));

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  notes: z.string(),
  birthday: z.string().min(1, 'Birthday is required'),
  reference: z.string(),
  guests: z.number({ error: 'Guests must be a number' }).int().min(1, 'At least one guest'),
  member: z.boolean(),
  membershipNumber: z.string(),
  venue: z.string({ error: 'Pick a venue' }).min(1, 'Pick a venue'),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const venues = [
  { value: 'anchor', label: 'The Anchor' },
  { value: 'kettle', label: 'The Copper Kettle' },
  { value: 'lantern', label: 'Lantern Rooms' },
];

const fields: FormFieldDefinition<Values>[] = [
  { propertyName: 'name', label: 'Name', type: 'text', colSpan: 3 },
  { propertyName: 'reference', label: 'Reference', type: 'label', colSpan: 2, colOffset: 5, displayValue: (values) => `REF-${values.reference}` },
  { propertyName: 'notes', label: 'Notes', type: 'text-multiline', readOnly: (values) => !values.member },
  { propertyName: 'birthday', label: 'Birthday', type: 'date', colSpan: 2 },
  { propertyName: 'guests', label: 'Guests', type: 'number', colSpan: 1 },
  { propertyName: 'member', label: 'Member', type: 'boolean' },
  { propertyName: 'membershipNumber', label: 'Membership number', type: 'text', hidden: (values) => !values.member },
  { propertyName: 'venue', label: 'Venue', type: 'dropdown', dropDownValues: venues },
];

const validValues: Values = {
  name: 'Ada',
  notes: '',
  birthday: '1990-12-10T00:00:00+00:00',
  reference: '42',
  guests: 2,
  member: false,
  membershipNumber: '',
  venue: 'anchor',
};

function renderForm(props: Partial<FormBuilderProps<Values, Output>> = {}) {
  const onSubmit = vi.fn<(values: Output) => Promise<SubmitFailure | void>>(async () => undefined);
  const user = userEvent.setup();
  render(<FormBuilder<Values, Output> schema={schema} fields={fields} defaultValues={validValues} onSubmit={onSubmit} submitLabel="Save" {...props} />);
  return { user, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

const fieldBox = (label: string) => screen.getByText(label, { selector: 'label' }).closest('[data-field]') as HTMLElement;
const submitButton = () => screen.getByRole('button', { name: 'Save' });
const shownOptions = () => screen.getAllByRole('option').map((option) => option.textContent);

// Headless UI measures the open option list; jsdom has no layout, so a do-nothing observer stands in.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  stubPrefersReducedMotion(false);
  vi.mocked(smoothScrollIntoView).mockClear();
});

describe('FormBuilder', () => {
  describe('field types', () => {
    it('renders each type with its label: text, multiline, date, label, number, toggle and dropdown', () => {
      renderForm();

      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
      expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
      expect(screen.getByRole('combobox', { name: 'Birthday' })).toHaveValue('10/12/1990');
      expect(screen.getByLabelText('Reference').tagName).toBe('OUTPUT');
      expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveValue(2);
      expect(screen.getByRole('switch', { name: 'Member' })).not.toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Venue' })).toHaveValue('The Anchor');
    });

    it('shows a label field as read-only text through its displayValue', () => {
      renderForm();
      expect(screen.getByLabelText('Reference')).toHaveTextContent('REF-42');
      expect(screen.queryByRole('textbox', { name: 'Reference' })).not.toBeInTheDocument();
    });

    it('stores numbers as numbers and an emptied number box as no number', async () => {
      const { user, onSubmit } = renderForm();
      const guests = screen.getByRole('spinbutton', { name: 'Guests' });
      await user.clear(guests);
      await user.tab();
      expect(await within(fieldBox('Guests')).findByText('Guests must be a number')).toBeInTheDocument();

      await user.type(guests, '5');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ guests: 5 })));
    });

    it('toggles a boolean with the switch', async () => {
      const { user, onSubmit } = renderForm();
      await user.click(screen.getByRole('switch', { name: 'Member' }));
      expect(screen.getByRole('switch', { name: 'Member' })).toBeChecked();
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ member: true })));
    });
  });

  describe('rules', () => {
    it('hides a field while its hidden rule holds over the current values', async () => {
      const { user } = renderForm();
      expect(screen.queryByRole('textbox', { name: 'Membership number' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('switch', { name: 'Member' }));
      expect(screen.getByRole('textbox', { name: 'Membership number' })).toBeInTheDocument();

      await user.click(screen.getByRole('switch', { name: 'Member' }));
      expect(screen.queryByRole('textbox', { name: 'Membership number' })).not.toBeInTheDocument();
    });

    it('makes a field read-only while its readOnly rule holds', async () => {
      const { user } = renderForm();
      const notes = screen.getByRole('textbox', { name: 'Notes' });
      expect(notes).toHaveAttribute('readonly');
      await user.type(notes, 'hello');
      expect(notes).toHaveValue('');

      await user.click(screen.getByRole('switch', { name: 'Member' }));
      expect(notes).not.toHaveAttribute('readonly');
      await user.type(notes, 'hello');
      expect(notes).toHaveValue('hello');
    });

    it('makes read-only dates, toggles and dropdowns unchangeable', async () => {
      const readOnlyFields = fields.map((field) => ({ ...field, readOnly: () => true }));
      const { user } = renderForm({ fields: readOnlyFields });
      await user.click(screen.getByRole('combobox', { name: 'Birthday' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Member' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Venue' })).toBeDisabled();
    });
  });

  describe('grid placement', () => {
    it('spans fields over the 6-column grid and offsets them by their start column', () => {
      renderForm();
      expect(fieldBox('Name').parentElement).toHaveClass('grid', 'sm:grid-cols-6');
      expect(fieldBox('Name')).toHaveClass('sm:col-span-3');
      expect(fieldBox('Name').className).not.toMatch(/col-start/);
      expect(fieldBox('Reference')).toHaveClass('sm:col-span-2', 'sm:col-start-5');
      expect(fieldBox('Guests')).toHaveClass('sm:col-span-1');
      expect(fieldBox('Venue')).toHaveClass('col-span-full');
    });
  });

  describe('validation display', () => {
    it('shows no error before a field is touched, then red with its error, then green once valid', async () => {
      const { user } = renderForm({ defaultValues: { ...validValues, name: '' } });
      const name = screen.getByRole('textbox', { name: 'Name' });
      expect(name).toHaveClass(validationBorder.untouched);
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

      await user.click(name);
      await user.tab();
      expect(await within(fieldBox('Name')).findByText('Name is required')).toBeInTheDocument();
      expect(name).toHaveClass(validationBorder.invalid);
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Name is required');

      await user.type(name, 'Grace');
      await waitFor(() => expect(name).toHaveClass(validationBorder.valid));
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveClass(validationBorder.untouched);
    });
  });

  describe('submitting', () => {
    it('opens on invalid values without an error, shows them on submit, and disables submit until they are valid', async () => {
      const onSubmit = vi.fn();
      const { user } = renderForm({ defaultValues: { ...validValues, venue: '' }, onSubmit });
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.click(submitButton());
      const summary = (await screen.findByText(formBuilderMessages.summary)).parentElement!;
      expect(summary).toHaveTextContent('Venue: Pick a venue');
      expect(onSubmit).not.toHaveBeenCalled();
      // The refused venue box has the focus with its list open, which hides the rest of the form from the tree.
      expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled();

      // Focusing the refused box may open its list; otherwise a click does.
      if (!screen.queryByRole('option', { name: 'Lantern Rooms' })) await user.click(screen.getByRole('combobox', { name: 'Venue', hidden: true }));
      await user.click(await screen.findByRole('option', { name: 'Lantern Rooms' }));
      expect(submitButton()).toBeEnabled();
    });

    it('disables every field and submit while submitting, then returns to idle', async () => {
      let finish: (value: void) => void = () => undefined;
      const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const { user } = renderForm({ onSubmit });

      const form = screen.getByRole('button', { name: 'Save' }).closest('form')!;
      expect(form).toHaveAttribute('data-state', 'idle');
      await user.click(submitButton());

      await waitFor(() => expect(form).toHaveAttribute('data-state', 'submitting'));
      expect(submitButton()).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
      expect(screen.getByRole('switch', { name: 'Member' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Venue' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Birthday' })).toBeDisabled();

      finish();
      await waitFor(() => expect(form).toHaveAttribute('data-state', 'idle'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
      expect(onSubmit).toHaveBeenCalledWith({ ...validValues });
    });

    it('after a failed submit lists each field with its error until the form is valid', async () => {
      const onSubmit = vi.fn(async (): Promise<SubmitFailure> => ({ fieldErrors: { name: 'Taken, Too common', guests: 'Too many' } }));
      const { user } = renderForm({ onSubmit });

      await user.click(submitButton());

      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(formBuilderMessages.summary);
      expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Name: Taken, Too common', 'Guests: Too many']);
      expect(within(fieldBox('Name')).getByText('Taken, Too common')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
      expect(submitButton()).toBeDisabled();

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
      expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Guests: Too many']);

      await user.type(screen.getByRole('spinbutton', { name: 'Guests' }), '1');
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(submitButton()).toBeEnabled();
    });

    it("shows 'Generic Error' when saving failed without field errors, until the next submit", async () => {
      const onSubmit = vi
        .fn<() => Promise<SubmitFailure | void>>()
        .mockResolvedValueOnce({ fieldErrors: {} })
        .mockResolvedValueOnce(undefined);
      const { user } = renderForm({ onSubmit });

      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('listitem')).toHaveTextContent(formBuilderMessages.genericError);

      await user.click(submitButton());
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });

    it('treats errors for fields it does not show as a generic failure', async () => {
      const onSubmit = vi.fn(async (): Promise<SubmitFailure> => ({ fieldErrors: { unknownField: 'Nope' } }));
      const { user } = renderForm({ onSubmit });
      await user.click(submitButton());
      expect(within(await screen.findByRole('alert')).getByRole('listitem')).toHaveTextContent(formBuilderMessages.genericError);
      expect(submitButton()).toBeEnabled();
    });

    it('hands its state to the status slot', async () => {
      const { user } = renderForm({
        defaultValues: { ...validValues, name: '' },
        status: ({ isValid }) => <p>{isValid ? 'all good' : 'not yet'}</p>,
      });
      // Opened on an empty name, nothing is wrong yet; leaving the name empty is.
      expect(screen.getByText('all good')).toBeInTheDocument();
      await user.click(screen.getByRole('textbox', { name: 'Name' }));
      await user.tab();
      expect(await screen.findByText('not yet')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      expect(await screen.findByText('all good')).toBeInTheDocument();
    });
  });

  describe('date field', () => {
    it('opens on click, closes on picking a day and stores it as ISO with the London offset kept', async () => {
      const { user, onSubmit } = renderForm();
      const birthday = screen.getByRole('combobox', { name: 'Birthday' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(birthday);
      const picker = screen.getByRole('dialog', { name: formBuilderMessages.chooseDate });
      expect(birthday).toHaveAttribute('aria-expanded', 'true');
      await user.selectOptions(within(picker).getByRole('combobox', { name: /year/i }), '1995');
      await user.selectOptions(within(picker).getByRole('combobox', { name: /month/i }), within(picker).getByRole('option', { name: /jun/i }));
      await user.click(within(picker).getByRole('button', { name: /June 15th, 1995/ }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(birthday).toHaveValue('15/06/1995');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ birthday: '1995-06-15T00:00:00+01:00' })));
    });

    it('takes a date typed as DD/MM/YYYY, stored as that day in London whatever the browser zone', async () => {
      const { user, onSubmit } = renderForm();
      const birthday = screen.getByRole('combobox', { name: 'Birthday' });
      await user.clear(birthday);
      await user.type(birthday, '5/6/1995');
      expect(birthday).toHaveValue('05/06/1995');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ birthday: '1995-06-05T00:00:00+01:00' })));
    });

    it('keeps the winter offset for a winter day', async () => {
      const { user, onSubmit } = renderForm();
      await user.click(screen.getByRole('combobox', { name: 'Birthday' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /December 20th, 1990/ }));
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ birthday: '1990-12-20T00:00:00Z' })));
    });

    it('closes on a click outside without changing the value, and opens from the keyboard', async () => {
      const { user } = renderForm();
      const birthday = screen.getByRole('combobox', { name: 'Birthday' });
      await user.click(birthday);
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.click(screen.getByRole('textbox', { name: 'Name' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(birthday).toHaveValue('10/12/1990');

      birthday.focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(birthday).toHaveFocus();
    });
  });

  describe('dropdown field', () => {
    it('narrows the options to those matching the typed text and stores the chosen value', async () => {
      const { user, onSubmit } = renderForm();
      const venue = screen.getByRole('combobox', { name: 'Venue' });
      await user.clear(venue);
      await user.type(venue, 'the');

      const listbox = await screen.findByRole('listbox');
      expect(listbox).toHaveClass('max-h-60', 'overflow-auto');
      await waitFor(() => expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle']));

      await user.type(venue, ' cop');
      await waitFor(() => expect(shownOptions()).toEqual(['The Copper Kettle']));
      await user.click(within(listbox).getByRole('option', { name: 'The Copper Kettle' }));

      expect(venue).toHaveValue('The Copper Kettle');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ venue: 'kettle' })));
    });

    // Types with fireEvent: user-event awaits a zero timeout after each action, which Vitest's fake
    // timers never run (testing-library/react-testing-library#1197).
    it('follows the typed text 500 ms after the last keystroke, not before', () => {
      vi.useFakeTimers();
      renderForm();
      const venue = screen.getByRole('combobox', { name: 'Venue' });
      fireEvent.change(venue, { target: { value: 'the' } });
      expect(COMBOBOX_FILTER_DEBOUNCE_MS).toBe(500);
      expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle', 'Lantern Rooms']);

      act(() => vi.advanceTimersByTime(COMBOBOX_FILTER_DEBOUNCE_MS - 1));
      expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle', 'Lantern Rooms']);
      act(() => vi.advanceTimersByTime(1));
      expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle']);

      // Each keystroke starts the wait again.
      fireEvent.change(venue, { target: { value: 'the cop' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(venue, { target: { value: 'the copx' } });
      act(() => vi.advanceTimersByTime(300));
      expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle']);
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      expect(screen.getByText(formBuilderMessages.noOptions)).toBeInTheDocument();
    });

    it('stores a picked option at once, without waiting for the filter', async () => {
      const { user, onSubmit } = renderForm();
      const venue = screen.getByRole('combobox', { name: 'Venue' });
      await user.clear(venue);
      await user.type(venue, 'lan');
      await user.click(screen.getByRole('option', { name: 'Lantern Rooms' }));

      expect(venue).toHaveValue('Lantern Rooms');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ venue: 'lantern' })));
    });

    it('shows every option again when the list reopens, even if it closed before the filter caught up', async () => {
      const { user } = renderForm();
      const venue = screen.getByRole('combobox', { name: 'Venue' });
      await user.clear(venue);
      await user.type(venue, 'zzz');
      expect(await screen.findByText(formBuilderMessages.noOptions)).toBeInTheDocument();

      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: formBuilderMessages.showOptions }));
      expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle', 'Lantern Rooms']);

      await user.type(venue, 'kettle{Escape}');
      await new Promise((resolve) => setTimeout(resolve, COMBOBOX_FILTER_DEBOUNCE_MS + 100));
      await user.click(screen.getByRole('button', { name: formBuilderMessages.showOptions }));
      expect(shownOptions()).toEqual(['The Anchor', 'The Copper Kettle', 'Lantern Rooms']);
    });

    it('says so when nothing matches', async () => {
      const { user } = renderForm();
      const venue = screen.getByRole('combobox', { name: 'Venue' });
      await user.clear(venue);
      await user.type(venue, 'zzz');
      expect(await screen.findByText(formBuilderMessages.noOptions)).toBeInTheDocument();
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    });
  });

  describe('scrolling to the outcome', () => {
    const smoothScroll = { scrollMode: 'if-needed', block: 'center', behavior: 'smooth', duration: 2000, ease: expect.any(Function) };

    it('scrolls the summary into view over 2000 ms once a failed submit settles', async () => {
      const onSubmit = vi.fn(async (): Promise<SubmitFailure> => ({ fieldErrors: { name: 'Taken' } }));
      const { user } = renderForm({ onSubmit });
      await user.click(submitButton());

      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(smoothScrollIntoView).toHaveBeenCalledOnce());
      expect(smoothScrollIntoView).toHaveBeenCalledWith(summary, smoothScroll);
      expect(SCROLL_ANIMATION_DURATION_MS).toBe(2000);
    });

    it('scrolls the status into view after a successful submit, starting and ending unhurried', async () => {
      const { user } = renderForm({ status: ({ isSubmitting }) => !isSubmitting && <p>Saved</p> });
      expect(smoothScrollIntoView).not.toHaveBeenCalled();
      await user.click(submitButton());

      await waitFor(() => expect(smoothScrollIntoView).toHaveBeenCalledWith(screen.getByText('Saved'), smoothScroll));
      const { ease } = vi.mocked(smoothScrollIntoView).mock.calls[0]![1] as { ease: (t: number) => number };
      expect([0, 0.1, 0.5, 0.9, 1].map(ease)).toEqual([0, expect.closeTo(0.004, 3), 0.5, expect.closeTo(0.996, 3), 1]);
    });

    it('jumps without animation when the member prefers reduced motion', async () => {
      stubPrefersReducedMotion(true);
      const onSubmit = vi.fn(async (): Promise<SubmitFailure> => ({ fieldErrors: {} }));
      const { user } = renderForm({ onSubmit });
      await user.click(submitButton());

      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(smoothScrollIntoView).toHaveBeenCalledWith(summary, { scrollMode: 'if-needed', block: 'center', behavior: 'auto' }));
    });

    it('does not scroll when a submit leaves nothing to show', async () => {
      const { user, onSubmit } = renderForm();
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      await waitFor(() => expect(submitButton()).toBeEnabled());
      expect(smoothScrollIntoView).not.toHaveBeenCalled();
    });
  });
});

describe('date values', () => {
  it('stores a picked day as midnight in London with the offset of that day', () => {
    expect(toStoredDate(new Date('1990-06-10T11:00:00Z'))).toBe('1990-06-10T00:00:00+01:00');
    expect(toStoredDate(new Date('1990-12-10T11:00:00Z'))).toBe('1990-12-10T00:00:00Z');
  });

  it('shows stored dates and plain calendar dates as DD/MM/YYYY', () => {
    expect(formatDisplayDate('1990-06-10T00:00:00+01:00')).toBe('10/06/1990');
    expect(formatDisplayDate('1990-06-10')).toBe('10/06/1990');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(null)).toBe('');
    expect(parseStoredDate('')).toBeUndefined();
  });
});
