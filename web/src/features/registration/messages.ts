/**
 * User-facing text of the registration landing pages /r, /m, /r/auth and /m/auth
 * (R-RCODE-02 to R-RCODE-07, R-MCODE-02, R-ROUTES-10).
 */
export const registrationMessages = {
  codeNotValid: "Oop's That code is not valid",
  signUp: 'Sign Up',
  exclusiveSignUp: 'Exclusive Sign Up',
  completeRegistration: 'Complete Registration',
  holdTight: 'Hold tight! You are one step away from our exclusive offers.',
  lookupFailed: "We couldn't check this sign-up link just now, please try again.",
  tryAgain: 'Try again',
  signUpIntro: 'Create your free account to unlock exclusive offers at our partner venues.',
  logInIntro: 'Log in to your account to claim your exclusive offers.',
  haveAccount: 'I already have an account',
  withFacebook: (mode: Mode) => `${verb(mode)} with Facebook`,
  withGoogle: (mode: Mode) => `${verb(mode)} with Google`,
  withApple: (mode: Mode) => `${verb(mode)} with Apple`,
  withEmail: (mode: Mode) => `${verb(mode)} with Email`,
} as const;

/** Whether the buttons sign a new member up or log an existing one in (R-RCODE-07). */
export type Mode = 'signUp' | 'logIn';

function verb(mode: Mode): string {
  return mode === 'signUp' ? 'Sign up' : 'Log in';
}
