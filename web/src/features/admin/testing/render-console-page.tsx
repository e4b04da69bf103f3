import type { ReactElement } from 'react';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-with-providers.tsx';
import { ToastProvider } from '../toast/toasts.tsx';

/** Renders a console page as the console's frame holds it: with its toasts. */
export function renderConsolePage(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(<ToastProvider>{ui}</ToastProvider>, options);
}
