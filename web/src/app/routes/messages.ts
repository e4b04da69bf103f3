/**
 * User-facing text of the pages that are the app's own code (router.tsx): the landing page, not found
 * and the route error; the not-found wording is fixed (R-NOTFOUND-01 to R-NOTFOUND-03). They are on the
 * first screen; the pages of app/routes the router loads on demand have theirs in lazy-page-messages.ts.
 */
export const pageMessages = {
  notFoundTitle: 'Oops! That page can not be found',
  notFoundText:
    'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
  backToHome: 'Back To Home',
  landingTitle: 'Exclusive offers at the best venues in town',
  landingText:
    'Join free to get your digital membership card and unlock exclusive offers, VIP treats and vouchers at our partner venues.',
  registerNow: 'Register Now',
  login: 'Login',
  somethingWentWrong: 'Something went wrong',
  reload: 'Reload the page',
} as const;
