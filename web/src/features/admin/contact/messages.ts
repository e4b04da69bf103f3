/** User-facing text of the console's contact inbox. */
export const contactMessages = {
  title: 'Contact messages',
  search: 'Search messages',
  caption: 'Contact messages',
  show: 'Show',
  open: 'Waiting',
  handled: 'Handled',
  all: 'All',
  from: 'From',
  message: 'Message',
  received: 'Received',
  status: 'Status',
  handledBy: (who: string, when: string) => `Handled by ${who} on ${when}`,
  markHandled: 'Mark handled',
  markHandledOf: (name: string) => `Mark the message from ${name} handled`,
  markedHandled: (name: string) => `The message from ${name} is marked handled.`,
} as const;
