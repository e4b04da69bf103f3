import type { EmailContent } from '../email/render-email.ts';
import { formatLongDate } from '../email/long-date.ts';
import type { MemberOfferRow } from '../offers/offers.repository.ts';
import { digestMessages as m } from './digest-messages.ts';

/** Offers one e-mail lists by name; the rest are counted, and the offers page shows them all. */
export const DIGEST_OFFERS_LISTED = 10;

/** An end in year 9999 means the offer has no end date (R-CONST-16). */
const endOf = (end: Date) => (end.getUTCFullYear() < 9999 ? formatLongDate(end) : null);

/** One member's digest: their new offers, soonest ending first, where to see them, and their link to stop it. */
export function digestEmail(
  offers: readonly Pick<MemberOfferRow, 'name' | 'venue_name' | 'date_visible_to'>[],
  { publicUrl, unsubscribeUrl }: { publicUrl: string; unsubscribeUrl: string },
): EmailContent {
  const listed = offers.slice(0, DIGEST_OFFERS_LISTED);
  const unlisted = offers.length - listed.length;
  return {
    subject: m.subject,
    preview: m.preview(offers.length),
    heading: m.heading,
    paragraphs: [...listed.map((offer) => m.offer(offer.name, offer.venue_name, endOf(offer.date_visible_to))), ...(unlisted > 0 ? [m.more(unlisted)] : [])],
    action: { label: m.action, url: new URL('/offers', publicUrl).href },
    footnote: m.footnote(unsubscribeUrl),
  };
}
