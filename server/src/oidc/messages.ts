/** What the sign-in and registration pages of the embedded provider say; tests assert these words. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The page shown once a client address has passed a sign-in or registration limit (429). */
export const TooManyAttempts = {
  title: 'Too many attempts',
  message: 'Too many attempts from your connection. Please wait 15 minutes and try again.',
} as const;

/** Field errors of the registration page. */
export const RegistrationMessages = {
  givenNameRequired: 'Enter your first name.',
  familyNameRequired: 'Enter your last name.',
  nameTooLong: 'Use at most 100 characters.',
  invalidCharacters: 'Remove invisible or control characters.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordTooShort: 'Use at least 10 characters.',
  passwordTooLong: 'Use at most 1024 characters.',
  confirmPasswordRequired: 'Enter your password again.',
  passwordsDiffer: 'The passwords do not match.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
} as const;

/** The change-password page (Keycloak's UPDATE_PASSWORD action, opened from My Account). */
export const ChangePasswordMessages = {
  title: 'Change your password',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'This is not your current password.',
} as const;
