/** The registration source the staff device signs members up with, kept across visits on that device. */
export const SOURCE_ID_STORAGE_KEY = 'mobileRegistrationSourceId';

export function readSourceId(): number | undefined {
  const stored = Number(localStorage.getItem(SOURCE_ID_STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : undefined;
}

export function writeSourceId(id: number | undefined): void {
  if (id === undefined) localStorage.removeItem(SOURCE_ID_STORAGE_KEY);
  else localStorage.setItem(SOURCE_ID_STORAGE_KEY, String(id));
}
