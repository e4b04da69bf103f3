/** User-facing text of sign-in (R-LOGIN-10, R-CALLBACK-06). */
export const authMessages = {
  noOpenIdConfiguration: 'No OpenID Configuration Found',
  majorError: 'Major Error',
  majorErrorHelp: 'We could not sign you in. Please try again.',
  tryAgain: 'Try again',
} as const;
