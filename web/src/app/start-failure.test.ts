import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configMessages } from '../config/messages.ts';
import { showStartFailure } from './start-failure.ts';

describe('showStartFailure', () => {
  it("replaces the 'Loading' with an announced message asking for a reload", () => {
    const root = document.createElement('div');
    root.innerHTML = '<div role="status">Loading</div>';
    document.body.append(root);

    showStartFailure(root);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(configMessages.startFailed);
    root.remove();
  });
});
