/** Answers of the staff endpoints that the staff screen does not show as text (its own live in StaffMessages). */
export const staffAnswers = {
  photoNotFound: 'There is no photo at this address, or the address has expired.',
} as const;
