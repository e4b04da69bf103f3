// Kept apart from the zod contracts: the dashboard's wallet buttons need the numbers, not zod.
/** SPEC 9: wallet types, 1 Apple and 2 Google. */
export const WALLET_TYPE = { apple: 1, google: 2 } as const;
