/** User-facing text of the console's home: the scheme at a glance (ADR 068). */
export const homeMessages = {
  title: 'Operator console',
  intro: "The scheme at a glance. Today and the last 7 days are counted on the scheme's clock (London).",
  tilesLabel: 'The scheme at a glance',
  signUps: 'Sign-ups',
  redemptions: 'Offer redemptions',
  vouchersIssued: 'Vouchers issued',
  messagesWaiting: 'Messages waiting to send',
  contactMessagesOpen: 'Contact messages open',
  today: 'today',
  last7Days: (count: number) => `${count.toLocaleString('en-GB')} in the last 7 days`,
  vouchersRedeemed: (today: number, week: number) => `${today.toLocaleString('en-GB')} redeemed today, ${week.toLocaleString('en-GB')} in the last 7 days`,
  messagesWaitingDetail: 'E-mail, SMS and WhatsApp still in the outbox',
  contactMessagesOpenDetail: 'Not yet marked handled',
  proposalsWaiting: 'Venue changes to review',
  proposalsWaitingDetail: "Offers and changes from venue managers, not live until you approve them",
} as const;
