/** User-facing text of the one list pattern every console area uses. */
export const listMessages = {
  search: 'Search',
  next: 'Next',
  previous: 'Previous',
  paging: 'Pages',
  empty: 'Nothing matches.',
  loadFailed: 'The list could not be loaded.',
  retry: 'Try again',
} as const;
