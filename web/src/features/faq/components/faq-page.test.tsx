import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { FAQ_ITEMS, faqMessages as m } from '../messages.ts';
import { FaqPage } from './faq-page.tsx';

describe('FaqPage (/about/faq)', () => {
  it("is titled 'Frequently Asked Questions' and lists six closed items", () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(FAQ_ITEMS).toHaveLength(6);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(FAQ_ITEMS[0].answer)).not.toBeInTheDocument();
  });

  it('opens and closes each item on its own', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    const first = screen.getByRole('button', { name: FAQ_ITEMS[0].question });
    const second = screen.getByRole('button', { name: FAQ_ITEMS[1].question });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText(FAQ_ITEMS[0].answer)).toHaveLength(1);

    await user.click(second);
    expect(screen.getAllByText(FAQ_ITEMS[0].answer)).toHaveLength(2);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText(FAQ_ITEMS[0].answer)).toHaveLength(1);
  });
});
