import { combineSlices, configureStore, createAction, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { configSlice } from '../config/config-slice.ts';
import { authSlice } from '../features/auth/auth-slice.ts';
import {
  createSessionListener,
  type SessionListenerOptions,
} from '../features/auth/session-listener.ts';
import type { ProductApi } from '../lib/api-definition.ts';
import { whenApiLoaded } from '../lib/api-loaded.ts';

// The API's reducer and middleware join the store when the first page that calls the API loads it
// (lib/api-loaded.ts), which keeps RTK Query out of the first screen's scripts.
const rootReducer = combineSlices(configSlice, authSlice).withLazyLoadedSlices<WithSlice<ProductApi>>();

/** The API's reducer and middleware have joined the store. */
const apiAttached = createAction('app/apiAttached');

export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = SessionListenerOptions;

/** A fresh store; tests pass preloaded state and fakes, the app passes nothing. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const session = createSessionListener(options);
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The session listener goes first so auth changes are persisted before anything reacts.
    middleware: (getDefault) => getDefault().prepend(session.middleware).concat(apiMiddleware.middleware),
  });
  whenApiLoaded((loaded) => {
    rootReducer.inject(loaded);
    apiMiddleware.addMiddleware(loaded.middleware);
    // Any action gives the new reducer its state before a page reads it.
    store.dispatch(apiAttached());
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
