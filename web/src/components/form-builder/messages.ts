/** User-facing text of the generic form builder (R-VALID-38, R-VALID-39). */
export const formBuilderMessages = {
  summary:
    'We had a problem saving your information, it seems some of the information is not valid. Please check your details below.',
  genericError: 'Generic Error',
  submit: 'Submit',
  submitting: 'Saving…',
  chooseDate: 'Choose a date',
  noDate: 'DD/MM/YYYY',
  noOptions: 'No matches',
  showOptions: 'Show options',
  yes: 'Yes',
  no: 'No',
} as const;
