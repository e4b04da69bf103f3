import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, useSchemaForm } from './form.tsx';
import { TextAreaField, TextField } from './text-field.tsx';

const schema = z.object({
  code: z.string().trim().length(6, 'Six characters, please'),
  note: z.string(),
});

function CodeForm({ onSubmit, summarisesErrors = false }: { onSubmit: (values: z.output<typeof schema>) => void; summarisesErrors?: boolean }) {
  const form = useSchemaForm(schema, { defaultValues: { code: '', note: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} summarisesErrors={summarisesErrors} aria-label="Door code">
      <TextField label="Code" error={form.formState.errors.code?.message} registration={form.register('code')} />
      <TextAreaField label="Note" rows={3} registration={form.register('note')} />
      <button type="submit" disabled={form.formState.isSubmitting}>
        {form.isValid ? 'Send' : 'Send (not ready)'}
      </button>
    </Form>
  );
}

describe('Form and useSchemaForm', () => {
  it('knows on every keystroke whether the values pass the schema', async () => {
    const user = userEvent.setup();
    render(<CodeForm onSubmit={vi.fn()} />);

    expect(screen.getByRole('button')).toHaveTextContent('Send (not ready)');
    await user.type(screen.getByLabelText('Code'), 'AB3K9');
    expect(screen.getByRole('button')).toHaveTextContent('Send (not ready)');
    await user.type(screen.getByLabelText('Code'), 'Z');
    expect(screen.getByRole('button')).toHaveTextContent(/^Send$/);
  });

  it('submits the parsed values of its registered fields, a text area included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CodeForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Code'), ' AB3K9Z ');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'by the door');
    await user.click(screen.getByRole('button'));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ code: 'AB3K9Z', note: 'by the door' });
    expect(screen.getByRole('form', { name: 'Door code' })).toHaveAttribute('novalidate');
  });

  it("announces a field's error, and leaves it to the form's own summary when the form has one", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CodeForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Six characters, please');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Six characters, please');
    unmount();

    render(<CodeForm onSubmit={vi.fn()} summarisesErrors />);
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText('Six characters, please')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });
});
