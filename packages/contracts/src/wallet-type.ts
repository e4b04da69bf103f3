// Kept apart from the zod contracts: the dashboard's wallet buttons need the numbers, not zod.
/** Wallet types: 1 Apple, 2 Google (R-CONST-09, R-CONST-10). */
export const WALLET_TYPE = { apple: 1, google: 2 } as const;
