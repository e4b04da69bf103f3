import type { AppConfig, VersionInfo } from '@venue-pass/contracts';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { parseAppConfig, parseVersionInfo } from './parse-config.ts';

export const CONFIG_PATH = '/config/config.json';
export const VERSION_PATH = '/version.json';

export type ConfigStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ConfigState {
  status: ConfigStatus;
  config: AppConfig | null;
  version: VersionInfo | null;
}

const initialState: ConfigState = { status: 'idle', config: null, version: null };

async function fetchJson(path: string): Promise<unknown> {
  // Both files change per deployment without a rebuild: the server marks them no-cache, so the browser
  // revalidates every time. A plain request is also what index.html preloads, which this one reuses.
  const response = await fetch(new URL(path, window.location.origin));
  if (!response.ok) {
    throw new Error(`GET ${path} answered ${response.status}`);
  }
  return response.json();
}

async function loadVersion(): Promise<VersionInfo | null> {
  try {
    return parseVersionInfo(await fetchJson(VERSION_PATH));
  } catch (error) {
    // The version is informational: an old or missing version.json must not keep members out.
    console.warn('Could not load version information', error);
    return null;
  }
}

export const loadConfig = createAsyncThunk(
  'config/load',
  async () => {
    const [config, version] = await Promise.all([
      fetchJson(CONFIG_PATH).then(parseAppConfig),
      loadVersion(),
    ]);
    return { config, version };
  },
  {
    // Loaded once per page: StrictMode's repeated effects and remounts must not refetch.
    condition: (_arg, { getState }) => {
      const { status } = (getState() as { config: ConfigState }).config;
      return status === 'idle' || status === 'failed';
    },
  },
);

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadConfig.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadConfig.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.config = action.payload.config;
        state.version = action.payload.version;
      })
      .addCase(loadConfig.rejected, (state, action) => {
        console.warn('Failed to load application configuration', action.error);
        state.status = 'failed';
      });
  },
  selectors: {
    selectConfigStatus: (state) => state.status,
    selectAppConfig: (state) => state.config,
    selectOAuthConfig: (state) => state.config?.oAuth ?? null,
    selectApiHost: (state) => state.config?.api.host ?? null,
    selectGroupName: (state) => state.config?.site.groupName ?? '',
  },
});

export const {
  selectConfigStatus,
  selectAppConfig,
  selectOAuthConfig,
  selectApiHost,
  selectGroupName,
} = configSlice.selectors;
