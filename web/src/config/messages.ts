/** User-facing text of the application shell (R-BOOT-03, R-BOOT-04). */
export const configMessages = {
  loading: 'Loading',
  loadFailed: 'Failed to load application configuration',
  // Ours, not a required text: shown when the app's own code cannot be loaded at all.
  startFailed: 'Venue Pass could not load. Please check your connection and reload the page.',
} as const;
