import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { configSlice } from '../config/config-slice.ts';
import { authSlice } from '../features/auth/auth-slice.ts';
import {
  createSessionListener,
  type SessionListenerOptions,
} from '../features/auth/session-listener.ts';
import { api } from '../lib/api.ts';

const rootReducer = combineReducers({
  [configSlice.reducerPath]: configSlice.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = SessionListenerOptions;

/** A fresh store; tests pass preloaded state and fakes, the app passes nothing. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const session = createSessionListener(options);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The session listener goes first so auth changes are persisted before anything reacts.
    middleware: (getDefault) => getDefault().prepend(session.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
