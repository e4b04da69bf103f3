/** Texts of the venue area (/partner) that the API answers with or the area shows (issue 25). */
export const PartnerMessages = {
  /** A caller without the manager role of the API's client. */
  managerOnly: 'Only venue managers can do this.',
} as const;
