import { VoucherMessages } from '@venue-pass/contracts';

/** Voucher pages (R-VOUCHER-01 to R-VOUCHER-08, R-ERR-32 to R-ERR-37). */
export const voucherMessages = {
  lookupFailed: VoucherMessages.promotionNotFound,
  alreadyReceived: VoucherMessages.alreadyReceived,
  notFound: VoucherMessages.voucherNotFound,
  problem: 'Oops we hit a problem. Please try again.',
  sendFailed: 'We had a problem sending you the voucher. Please check you have WhatsApp.',
  offerEnded: VoucherMessages.offerEnded,
  home: 'Home',
  phoneNumber: 'Phone number',
  phoneHint: 'We send your voucher by WhatsApp to this number.',
  getVerificationCode: 'Get Verification Code',
  getVoucher: 'Get Voucher',
  sending: 'Sending…',
  verifyTitle: 'Enter your verification code',
  verifyText: 'We have sent a 6-character code by text message to your phone.',
  verificationCode: 'Verification code',
  verify: 'Verify',
  verifying: 'Checking…',
  sentTitle: 'Thank you!',
  sentText: 'Your voucher is on its way to you on WhatsApp. Show it to staff at the venue to use it.',
  signUpForMoreOffers: 'Sign Up for More Offers',
} as const;
