export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  count: number;
  expires_at: Date;
}
