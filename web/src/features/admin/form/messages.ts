import { SCHEME_TIME_ZONE } from '@venue-pass/contracts';

/** User-facing text shared by the console's forms. */
export const formMessages = {
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  create: 'Create',
  cancel: 'Cancel',
  checkFields: 'Check the fields marked in red.',
  conflictTitle: 'Someone else saved this first.',
  conflictText: 'Reload to see their change, then make yours again.',
  reload: 'Reload',
  failed: 'Saving failed.',
  yes: 'Yes',
  no: 'No',
  weekdays: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  from: (day: string) => `${day} from`,
  until: (day: string) => `${day} until`,
  emptyDayHint: 'Leave both times empty on a day without hours.',
  /** Under a date and time field: it is read on the scheme's clock (docs/decisions/057). */
  schemeTimeHint: `${SCHEME_TIME_ZONE} time, whatever this computer's time zone.`,
  schemeTimeReads: (when: string) => `${when}, ${SCHEME_TIME_ZONE} time.`,
  noEnd: 'No end',
  noEndHint: 'It runs until it is switched off.',
  showTimeZones: 'Show time zones',
  noTimeZone: 'No time zone has this name.',
  requiredNote: 'Fields marked with an asterisk must be filled in.',
  /**
   * The console's words for the checks whose messages are written for developers (zod's defaults, which
   * the API sends too). A form may give a field words of its own instead (operator-wording.ts).
   */
  wording: {
    webAddress: 'Enter a web address, such as https://www.example.com.',
    email: 'Enter an e-mail address, such as name@example.com.',
    dateTime: 'Enter a date and a time.',
    date: 'Enter a date.',
    time: 'Enter a time, such as 09:30.',
    number: 'Enter a whole number.',
    choice: 'Choose one of the options.',
    yesNo: 'Tick or untick the box.',
    atMost: (max: string) => `At most ${max} characters.`,
    atLeastCharacters: (min: string) => `At least ${min} characters.`,
    noMoreThan: (max: string) => `Enter ${max} or less.`,
    noLessThan: (min: string) => `Enter ${min} or more.`,
    lessThan: (max: string) => `Enter less than ${max}.`,
    moreThan: (min: string) => `Enter more than ${min}.`,
    checkValue: 'Check this value.',
    notReached: 'The console could not reach the server. Check the connection and try again.',
    tooSlow: 'The server took too long to answer. Try again.',
    unreadable: 'The server sent an answer the console could not read. Try again.',
    serverFailed: 'Something went wrong on the server. Try again in a minute.',
  },
} as const;
