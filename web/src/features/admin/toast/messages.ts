/** User-facing text of the console's toasts. */
export const toastMessages = {
  region: 'Notifications',
  dismiss: 'Dismiss',
} as const;
