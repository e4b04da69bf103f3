import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router';
import { ConfigGate } from './config-gate.tsx';
import type { AppStore } from './store.ts';

export interface AppProps {
  store: AppStore;
  /** A browser router in the app, a memory router in tests. */
  router: DataRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <ConfigGate>
        <RouterProvider router={router} />
      </ConfigGate>
    </Provider>
  );
}
