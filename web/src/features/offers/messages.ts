import type { OfferRequirement } from '@venue-pass/contracts';
import { paths } from '../../config/paths.ts';

/** User-facing text of the offers and VIP pages (R-OFFERS-11, R-OFFERS-13, R-OFFERS-15, R-ERR-30). */
export const offerMessages = {
  offersTitle: 'Offers',
  vipTitle: 'VIP Offers',
  loadFailed: "We've had a slight problem getting our offers, please try again.",
  emptyOffers: 'Why not login to see your exclusive offers?',
  login: 'Login',
  register: 'Register',
  catalogueTitle: 'What members get',
  catalogueLead: 'Membership is free. Sign in to see what each offer gives and when you can use it.',
  emptyVip: 'You have no VIP offers at the moment. Take a look at the offers open to every member.',
  seeAllOffers: 'See all offers',
  moreVenues: 'Show more venues',
  loadingMoreVenues: 'Loading more venues…',
  ends: (date: string) => `Ends ${date}`,
  validUntil: 'Valid until',
  notAvailable: 'Not Available',
  details: 'Details',
  /** The Details button's accessible name: its visible text plus the offer. */
  detailsOf: (name: string) => `Details of ${name}`,
  close: 'Close',
  availability: 'When you can use it',
  locked: 'Locked offer',
} as const;

/** What a member does to unlock a restricted offer (R-SCOPE-11), and where they do it. */
export const unlockSteps: Record<Exclude<OfferRequirement, 'None'>, { text: string; linkText: string; href: string }> = {
  VerifiedAccount: { text: 'Verify your account to unlock this offer', linkText: 'Verify account', href: paths.verify },
  Photo: { text: 'Add your photo to unlock this offer', linkText: 'Add photo', href: paths.photo },
  StudentEmail: {
    text: 'Confirm your student e-mail to unlock this offer',
    linkText: 'Confirm student e-mail',
    href: paths.studentEmail,
  },
};

export const weekdayNames = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;
