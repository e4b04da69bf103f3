import type { BrowserPlatform } from '@venue-pass/contracts';

/**
 * Which wallet the member's browser can take, sent as `?b=` (R-API-28, R-API-29). iPadOS 13+ reports
 * itself as a Mac, so a Mac with a touch screen counts as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): BrowserPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}
