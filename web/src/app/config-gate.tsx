import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Loading } from '../components/ui/loading.tsx';
import { loadConfig, selectConfigStatus } from '../config/config-slice.ts';
import { configMessages } from '../config/messages.ts';
import { useAppDispatch, useAppSelector } from './hooks.ts';

/** Holds the app back until /config/config.json has arrived (R-BOOT-03, R-BOOT-04). */
export function ConfigGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  // The whole app mounts when the configuration arrives. Rendered from a deferred value, that mount is
  // a background render React splits into short slices, instead of one long task the page cannot
  // answer input during (a store update alone would render it synchronously).
  const status = useDeferredValue(useAppSelector(selectConfigStatus));

  useEffect(() => {
    void dispatch(loadConfig());
  }, [dispatch]);

  if (status === 'loaded') {
    return children;
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="p-8 text-center text-lg font-semibold text-red-800">
        {configMessages.loadFailed}
      </p>
    );
  }
  return <Loading />;
}
