import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels the input and reads its hint with it', () => {
    render(<TextField label="Phone number" hint="At least 10 digits" type="tel" />);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('At least 10 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextField label="Code" hint="6 characters" error="That code does not match" />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 characters That code does not match');
    expect(screen.getByRole('alert')).toHaveTextContent('That code does not match');
  });
});
