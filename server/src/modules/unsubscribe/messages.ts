/** What the unsubscribe pages say (ADR 077). */
export const UnsubscribeTexts = {
  /** Per consent the link withdraws: what the button stops, and what the page says once it has. */
  'marketing-email': {
    confirmTitle: 'Unsubscribe from Venue Pass news',
    confirm: 'Press the button to stop receiving news and offers from Venue Pass by e-mail. E-mails about your account (codes, password links) still come.',
    done: 'You will get no more news or offers from Venue Pass by e-mail. You can subscribe again in My Account whenever you like.',
  },
  'weekly-digest': {
    confirmTitle: 'Stop the weekly digest',
    confirm: 'Press the button to stop the weekly e-mail of new offers at your favourite venues. E-mails about your account (codes, password links) still come.',
    done: 'You will get no more weekly digests. You can ask for it again in My Account whenever you like.',
  },
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  invalidTitle: 'This link does not work',
  invalid: 'This unsubscribe link is not complete or not one of ours. Open the link from the e-mail again, or change your e-mail choices in My Account.',
  myAccount: 'Go to My Account',
} as const;
