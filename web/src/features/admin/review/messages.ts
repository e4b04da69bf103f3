/** User-facing text of the console's review queue of venue managers' offers (issue 25). */
export const reviewMessages = {
  title: 'Review',
  intro: "Venue managers' new offers and changes to offers wait here until you approve them. Members see nothing of them before.",
  empty: 'Nothing is waiting for review.',
  newOffer: (title: string) => `New offer: ${title}`,
  change: (title: string) => `Change to ${title}`,
  proposedBy: (venue: string, who: string, when: string) => `${venue} · proposed by ${who} on ${when}`,
  changesOf: (title: string) => `What would change in ${title}`,
  approve: 'Approve',
  approveOf: (title: string) => `Approve ${title}`,
  approved: (title: string) => `${title} approved: members see it now.`,
  reject: 'Reject',
  rejectOf: (title: string) => `Reject ${title}`,
  reason: 'Why (the venue manager is shown this)',
  rejected: (title: string) => `${title} rejected. The venue manager sees your reason.`,
  cancel: 'Cancel',
} as const;
