/** Whole minutes from now until an ISO date-time, at least 1: how long a texted or e-mailed code still works. */
export function minutesUntil(isoDate: string): number {
  return Math.max(1, Math.round((new Date(isoDate).getTime() - Date.now()) / 60_000));
}
