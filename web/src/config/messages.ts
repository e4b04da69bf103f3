/** User-facing text of the application shell (SPEC 2). */
export const configMessages = {
  loading: 'Loading',
  loadFailed: 'Failed to load application configuration',
  // Not in the SPEC: shown when the app's own code cannot be loaded at all.
  startFailed: 'Venue Pass could not load. Please check your connection and reload the page.',
} as const;
