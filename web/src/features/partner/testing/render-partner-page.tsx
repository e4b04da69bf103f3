import type { ReactElement, ReactNode } from 'react';
import { makeTokenSet } from '../../../testing/factories.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-with-providers.tsx';
import { ConsoleAreaProvider } from '../../admin/area/console-area.ts';
import { ToastProvider } from '../../admin/toast/toasts.tsx';

/** Tokens of a venue manager: the client role manager. */
export function makeManagerTokens() {
  return makeTokenSet({ claims: { resource_access: { 'venue-pass-api': { roles: ['manager'] } } } });
}

function PartnerArea({ children }: { children: ReactNode }) {
  return (
    <ConsoleAreaProvider value="partner">
      <ToastProvider>{children}</ToastProvider>
    </ConsoleAreaProvider>
  );
}

/** Renders a page as the venue area's frame holds it: in the manager's area, with its toasts, signed in as a manager. */
export function renderPartnerPage(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return renderWithProviders(ui, { signedIn: makeManagerTokens(), ...options, wrapper: PartnerArea });
}
