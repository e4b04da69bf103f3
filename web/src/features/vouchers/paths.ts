/** The voucher flow's addresses (SPEC 2). */
export const voucherPaths = {
  register: (publicId: string) => `/voucher/${encodeURIComponent(publicId)}/register`,
  verify: (publicId: string, promoCodeId: string) => `/voucher/${encodeURIComponent(publicId)}/verify/${encodeURIComponent(promoCodeId)}`,
  sent: (publicId: string) => `/voucher/${encodeURIComponent(publicId)}/sent`,
} as const;
