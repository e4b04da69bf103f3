import { screen } from '@testing-library/react';
import type { FaqList } from '@venue-pass/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { faqMessages as m } from '../messages.ts';
import { FaqPage } from './faq-page.tsx';

const FAQ: FaqList = [
  { id: 1, question: 'How do I join?', answer: 'Select Login and create an account.' },
  { id: 2, question: 'How do I use my card?', answer: 'Show it at the counter.' },
  { id: 3, question: 'What are offers, and what rules do they have?', answer: 'Each offer says when it can be used.' },
  { id: 4, question: 'How do vouchers work?', answer: 'Staff redeem a voucher once.' },
  { id: 5, question: 'What do you do with my personal data?', answer: 'We never sell it.\nYou can ask us to delete it.' },
  { id: 6, question: 'How can I contact you?', answer: 'Use the Contact Us form.' },
];

function serveFaq(items: FaqList = FAQ) {
  server.use(http.get(`${API_HOST}/faq`, () => HttpResponse.json(items)));
}

describe('FaqPage (/about/faq)', () => {
  it("is titled 'Frequently Asked Questions' and lists six closed items", async () => {
    serveFaq();
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: FAQ[0]!.question })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(FAQ.map((item) => item.question));
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(FAQ[0]!.answer)).not.toBeInTheDocument();
  });

  it('opens and closes each item on its own', async () => {
    serveFaq();
    const { user } = renderWithProviders(<FaqPage />);
    const first = await screen.findByRole('button', { name: FAQ[0]!.question });
    const second = screen.getByRole('button', { name: FAQ[1]!.question });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(FAQ[0]!.answer)).toBeInTheDocument();

    await user.click(second);
    expect(screen.getByText(FAQ[1]!.answer)).toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(FAQ[0]!.answer)).not.toBeInTheDocument();
  });

  it('shows what the operator wrote, in their order, keeping the line breaks of an answer', async () => {
    serveFaq([FAQ[4]!, FAQ[0]!]);
    const { user } = renderWithProviders(<FaqPage />);
    const privacy = await screen.findByRole('button', { name: FAQ[4]!.question });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([FAQ[4]!.question, FAQ[0]!.question]);
    await user.click(privacy);
    const answer = screen.getByText(/We never sell it/);
    expect(answer.textContent).toBe(FAQ[4]!.answer);
    expect(answer).toHaveClass('whitespace-pre-line');
  });

  it('says so when the questions cannot be loaded', async () => {
    server.use(http.get(`${API_HOST}/faq`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(<FaqPage />);
    // A 500 is retried twice with backoff (0.3 s, then 0.6 s) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(m.loadFailed);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
