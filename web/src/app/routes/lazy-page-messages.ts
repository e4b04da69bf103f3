/** User-facing text of the pages of app/routes that the router loads on demand (app/route-table.ts). */
export const lazyPageMessages = {
  accessDeniedTitle: 'Access denied',
  accessDeniedText: 'You do not have permission to view this page.',
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
} as const;
