/** What a campaign e-mail says around the operator's words. */
export const CampaignEmailTexts = {
  seeOffer: 'See the offer',
  seeVenues: 'See the venues',
  footnote: (unsubscribeUrl: string) =>
    `You get this e-mail because you agreed to news and offers from Venue Pass. To stop them, unsubscribe here: ${unsubscribeUrl}`,
  footnotePreview: 'You get this e-mail because you agreed to news and offers from Venue Pass. Each member’s copy ends with their own unsubscribe link.',
  testSubject: (subject: string) => `[Test] ${subject}`,
} as const;
