/** User-facing text of the pages composed in app/routes; the not-found wording is fixed (R-NOTFOUND-01 to R-NOTFOUND-03). */
export const pageMessages = {
  notFoundTitle: 'Oops! That page can not be found',
  notFoundText:
    'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
  backToHome: 'Back To Home',
  accessDeniedTitle: 'Access denied',
  accessDeniedText: 'You do not have permission to view this page.',
  landingTitle: 'Exclusive offers at the best venues in town',
  landingText:
    'Join free to get your digital membership card and unlock exclusive offers, VIP treats and vouchers at our partner venues.',
  registerNow: 'Register Now',
  login: 'Login',
  registerTitle: 'Join Venue Pass',
  registerText: 'Choose how you would like to sign up.',
  signUpWithFacebook: 'Sign up with Facebook',
  signUpWithGoogle: 'Sign up with Google',
  signUpWithApple: 'Sign up with Apple',
  signUpWithEmail: 'Sign up with Email',
  wallet: 'Wallet',
  privacyPolicy: 'Privacy Policy',
  privacyPolicyIntro:
    'This policy explains how we collect, use and protect your personal information when you use Venue Pass.',
  somethingWentWrong: 'Something went wrong',
  reload: 'Reload the page',
} as const;
