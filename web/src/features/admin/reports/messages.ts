import type { AdminReportName } from '@venue-pass/contracts';

/** User-facing text of the console's reports. */
export const reportMessages = {
  title: 'Reports',
  range: 'Dates',
  rangeText: (from: string, to: string) => `From ${from} to ${to}`,
  chooseEnd: 'Now choose the last day.',
  pickRange: 'Choose the first and the last day',
  lastDays: (days: number) => `Last ${days} days`,
  downloadCsv: 'Download CSV',
  downloadCsvOf: (report: string) => `Download ${report} as CSV`,
  downloadFailed: 'The download failed.',
  loading: 'Loading the report…',
  empty: 'Nothing in these dates.',
  chartOf: (report: string) => `Chart of ${report}`,
  figuresOf: (report: string) => `Figures of ${report}`,
  reports: {
    'signups-per-day': 'Sign-ups per day',
    'signups-per-source': 'Sign-ups per registration source',
    'vouchers-per-promotion': 'Vouchers per promotion',
    'redemptions-per-day': 'Redemptions per day, and per offer over the dates',
    'messages-per-channel': 'Messages sent per channel',
  } satisfies Record<AdminReportName, string>,
  columns: {
    day: 'Day',
    signUps: 'Sign-ups',
    sourceName: 'Source',
    promotionName: 'Promotion',
    sent: 'Sent',
    verified: 'Verified',
    redeemed: 'Redeemed',
    venueName: 'Venue',
    offerTitle: 'Offer',
    redemptions: 'Redemptions',
    channel: 'Channel',
    messages: 'Messages',
  },
} as const;
