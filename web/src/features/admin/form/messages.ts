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
} as const;
