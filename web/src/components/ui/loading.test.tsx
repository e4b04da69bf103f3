import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { configMessages } from '../../config/messages.ts';
import { Loading } from './loading.tsx';

function indexHtmlRoot(): string {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html');
  const root = page.getElementById('root');
  if (!root) {
    throw new Error('index.html has no #root element');
  }
  return root.innerHTML;
}

describe('Loading', () => {
  it("announces the spec's 'Loading' politely", () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent(configMessages.loading);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('is what index.html paints before any script runs', () => {
    expect(indexHtmlRoot()).toBe(renderToStaticMarkup(<Loading />));
  });
});
