import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConfigGate } from './config-gate.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
  /** The router: the browser's in the app, a memory router in tests, the server's for a visitor's page. */
  children: ReactNode;
}

export function App({ store, children }: AppProps) {
  return (
    <Provider store={store}>
      <ConfigGate>{children}</ConfigGate>
    </Provider>
  );
}
