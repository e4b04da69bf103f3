/** Redemptions not undone per scheme day, venue and offer; the database keeps it from offer_redemptions (ADR 082). */
export interface OfferRedemptionDaysTable {
  /** The scheme's (London) day of the redemptions, 'YYYY-MM-DD'. */
  day: string;
  venue_id: number;
  offer_id: number;
  redemptions: number;
}

/** Redemptions per day's CSV lines of a past day, kept while the day's print is unchanged (ADR 096). */
export interface RedemptionCsvDaysTable {
  day: string;
  /** Sums up the venue and offer cells and the count of each of the day's lines. */
  print: string;
  lines: string;
}
