import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { posterMessages as m } from './messages.ts';
import { QrPoster } from './qr-poster.tsx';

const link = 'http://localhost/promoter/PX7QK2';

describe('QrPoster', () => {
  it('copies the link from a button that says it did', async () => {
    const user = userEvent.setup();
    render(<QrPoster title="Sam at the fair" link={link} />);

    await user.click(screen.getByRole('button', { name: m.copy }));

    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('button', { name: m.copied })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(m.linkCopied);
  });

  it('says to copy the link by hand where the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    render(<QrPoster title="Sam at the fair" link={link} />);

    await user.click(screen.getByRole('button', { name: m.copy }));

    expect(await screen.findByRole('status')).toHaveTextContent(m.copyFailed);
    expect(screen.getByRole('button', { name: m.copy })).toBeInTheDocument();
  });
});
