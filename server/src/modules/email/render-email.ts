import mjml2html from 'mjml';
import { escapeHtml } from '../../http/escape-html.ts';

/** What one e-mail says, written once for both its HTML and its plain-text part. */
export interface EmailContent {
  subject: string;
  /** The line a mail client shows beside the subject in the inbox. */
  preview: string;
  heading: string;
  /** Paragraphs of plain text; line breaks inside one are kept. */
  paragraphs: readonly string[];
  /** A code to type, shown large. */
  code?: string;
  /** The one thing to do, as a button in HTML and the bare link in text. */
  action?: { label: string; url: string };
  /** What the e-mail promotes (an offer, a venue), set apart as a card with its own link. */
  card?: { title: string; text: string; link: { label: string; url: string } };
  /** Small print under everything else: why this e-mail came, what to do if it was not expected. */
  footnote?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The scheme's look (the SPA's palette, web/src/index.css). */
const BRAND = '#5b21b6';
const INK = '#0f172a';
const MUTED = '#475569';
const PAGE = '#f8fafc';
const BRAND_SOFT = '#f5f3ff';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');

function mjmlOf(content: EmailContent): string {
  const paragraphs = content.paragraphs.map((paragraph) => `<mj-text>${lines(paragraph)}</mj-text>`).join('\n');
  const code = content.code
    ? `<mj-text align="center" font-size="32px" font-weight="700" letter-spacing="6px" color="${INK}">${escapeHtml(content.code)}</mj-text>`
    : '';
  const action = content.action
    ? `<mj-button href="${escapeHtml(content.action.url)}" background-color="${BRAND}" color="#ffffff" border-radius="8px" font-weight="600" inner-padding="12px 24px">${escapeHtml(content.action.label)}</mj-button>`
    : '';
  const card = content.card
    ? `<mj-text container-background-color="${BRAND_SOFT}" padding="16px 25px 4px" font-size="18px" font-weight="700">${escapeHtml(content.card.title)}</mj-text>
        <mj-text container-background-color="${BRAND_SOFT}" padding="0 25px 8px">${lines(content.card.text)}</mj-text>
        <mj-button container-background-color="${BRAND_SOFT}" padding="0 25px 16px" align="left" href="${escapeHtml(content.card.link.url)}" background-color="#ffffff" color="${BRAND}" border="1px solid ${BRAND}" border-radius="8px" font-weight="600">${escapeHtml(content.card.link.label)}</mj-button>`
    : '';
  const footnote = content.footnote ? `<mj-text font-size="13px" color="${MUTED}">${lines(content.footnote)}</mj-text>` : '';
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${INK}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${PAGE}" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700" color="${BRAND}">Venue Pass</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="24px 8px">
      <mj-column>
        <mj-text font-size="24px" line-height="32px" font-weight="700">${escapeHtml(content.heading)}</mj-text>
        ${paragraphs}
        ${code}
        ${action}
        ${card}
        ${footnote}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0">
      <mj-column>
        <mj-text font-size="12px" color="${MUTED}" align="center">Venue Pass, the city's venue discount scheme.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(content: EmailContent): string {
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.card ? [content.card.title, content.card.text, `${content.card.link.label}: ${content.card.link.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '-- ',
    "Venue Pass, the city's venue discount scheme.",
  ].join('\n');
}

/**
 * Renders an e-mail in the scheme's look with MJML (responsive, inlined styles that mail clients keep),
 * with a plain-text part saying the same. Every value is escaped before it reaches the markup.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const { html, errors } = await mjml2html(mjmlOf(content), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`E-mail template is not valid MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return { subject: content.subject, text: textOf(content), html };
}
