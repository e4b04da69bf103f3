import type { CampaignContent } from '@venue-pass/contracts';
import type { Executor } from '../../db/database.ts';
import { type EmailContent, type RenderedEmail, renderEmail } from '../email/render-email.ts';
import { CampaignEmailTexts } from './messages.ts';

export type PromotedCard = NonNullable<EmailContent['card']>;

/** The card of the offer or venue a campaign promotes, while it is shown to members; null otherwise. */
export async function promotedCard(db: Executor, promotes: CampaignContent['promotes'], publicUrl: string): Promise<PromotedCard | null> {
  if (!promotes) return null;
  if (promotes.kind === 'offer') {
    const offer = await db
      .selectFrom('offers')
      .innerJoin('venues', 'venues.id', 'offers.venue_id')
      .select(['offers.id', 'offers.name', 'offers.description', 'venues.name as venue'])
      .where('offers.id', '=', promotes.id)
      .where('offers.deleted_at', 'is', null)
      .where('venues.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!offer) return null;
    return { title: offer.name, text: `${offer.venue}. ${offer.description}`, link: { label: CampaignEmailTexts.seeOffer, url: `${publicUrl}/offers/${offer.id}` } };
  }
  const venue = await db.selectFrom('venues').select(['name', 'description']).where('id', '=', promotes.id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!venue) return null;
  return { title: venue.name, text: venue.description, link: { label: CampaignEmailTexts.seeVenues, url: `${publicUrl}/venues` } };
}

/** The body's paragraphs: blank lines separate them, single line breaks stay inside one. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * One member's campaign e-mail. `unsubscribeUrl` is the member's own link (ADR 077); null for the
 * console's preview and the operator's test, which say where it goes instead.
 */
export function renderCampaignEmail(content: Pick<CampaignContent, 'subject' | 'body'>, card: PromotedCard | null, unsubscribeUrl: string | null): Promise<RenderedEmail> {
  const paragraphs = paragraphsOf(content.body);
  return renderEmail({
    subject: content.subject,
    preview: (paragraphs[0] ?? content.subject).slice(0, 120),
    heading: content.subject,
    paragraphs,
    ...(card ? { card } : {}),
    footnote: unsubscribeUrl ? CampaignEmailTexts.footnote(unsubscribeUrl) : CampaignEmailTexts.footnotePreview,
  });
}
