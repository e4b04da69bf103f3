/** What the unsubscribe pages say (ADR 077). */
export const UnsubscribeTexts = {
  confirmTitle: 'Unsubscribe from Venue Pass news',
  confirm: 'Press the button to stop receiving news and offers from Venue Pass by e-mail. E-mails about your account (codes, password links) still come.',
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'You will get no more news or offers from Venue Pass by e-mail. You can subscribe again in My Account whenever you like.',
  invalidTitle: 'This link does not work',
  invalid: 'This unsubscribe link is not complete or not one of ours. Open the link from the e-mail again, or change your e-mail choices in My Account.',
  myAccount: 'Go to My Account',
} as const;
