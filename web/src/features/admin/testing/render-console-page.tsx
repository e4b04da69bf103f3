import type { ReactElement } from 'react';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-with-providers.tsx';
import { ToastProvider } from '../toast/toasts.tsx';

/** Renders a console page as the console's frame holds it: with its toasts, which stay when the page navigates. */
export function renderConsolePage(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return renderWithProviders(ui, { ...options, wrapper: ToastProvider });
}
