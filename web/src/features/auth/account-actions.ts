import { paths } from '../../config/paths.ts';

/**
 * Changing a password happens at the identity provider, as Keycloak's application-initiated action: /login
 * with this action sends an authorization request carrying kc_action=UPDATE_PASSWORD, and the provider
 * returns to My Account with a new code once the password is changed.
 */
export const passwordChange = {
  action: 'update-password',
  kcAction: 'UPDATE_PASSWORD',
  startPath: `${paths.login}?action=update-password`,
  /** Where the provider sends the browser back once the change is made; Cancel on its page goes to My Account without it. */
  returnUrl: `${paths.myAccount}?password=changed`,
  doneParam: 'password',
  doneValue: 'changed',
} as const;

/**
 * Closing an account needs a sign-in of the last 5 minutes (the API answers an older one with RFC 9470's
 * challenge): /login with this action asks the provider to sign the person in again (prompt=login) and
 * comes back to My Account with the closing dialog open.
 */
export const reauthenticateToClose = {
  action: 'reauthenticate',
  prompt: 'login',
  startPath: `${paths.login}?action=reauthenticate`,
  returnUrl: `${paths.myAccount}?close=confirm`,
  openParam: 'close',
  openValue: 'confirm',
} as const;

export const passwordChangeMessages = {
  heading: 'Password',
  explanation: 'You will be asked for your current password, then a new one. Every other device signed in to your account is signed out.',
  change: 'Change password',
  changed: 'Your password is changed. Every other device signed in to your account has been signed out.',
} as const;
