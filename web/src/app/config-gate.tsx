import { useEffect, type ReactNode } from 'react';
import { Loading } from '../components/ui/loading.tsx';
import { loadConfig, selectConfigStatus } from '../config/config-slice.ts';
import { configMessages } from '../config/messages.ts';
import { useAppDispatch, useAppSelector } from './hooks.ts';

/** Holds the app back until /config/config.json has arrived (SPEC 2). */
export function ConfigGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectConfigStatus);

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
