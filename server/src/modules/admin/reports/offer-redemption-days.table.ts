/** Redemptions not undone per scheme day, venue and offer; the database keeps it from offer_redemptions (ADR 082). */
export interface OfferRedemptionDaysTable {
  /** The scheme's (London) day of the redemptions, 'YYYY-MM-DD'. */
  day: string;
  venue_id: number;
  offer_id: number;
  redemptions: number;
}
