/** User-facing text of the application shell (SPEC 2). */
export const configMessages = {
  loading: 'Loading',
  loadFailed: 'Failed to load application configuration',
} as const;
