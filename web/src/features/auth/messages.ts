/** User-facing text of sign-in (R-LOGIN-10, R-CALLBACK-06). */
export const authMessages = {
  noOpenIdConfiguration: 'No OpenID Configuration Found',
  majorError: 'Major Error',
  majorErrorHelp: 'We could not sign you in. Please try again.',
  tryAgain: 'Try again',
} as const;

/** My Account of a staff or operator account, which has no member profile (issue 22 item 5). */
export const accountMessages = {
  myAccount: 'My Account',
  signedInAs: (name: string) => `Signed in as ${name}.`,
  noMemberCard: 'This is a staff account: it has no member card or offers.',
  openStaffScreen: 'Open the staff screen',
  openConsole: 'Open the console',
  openVenueArea: 'Open your venue area',
  logOut: 'Log out',
} as const;
