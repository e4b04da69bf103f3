import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { OutboxMessage } from './outbox.table.ts';


// A link ends before an escaped '>', as in a List-Unsubscribe header's <https://...>.
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+?(?=&gt;|[\s<]|$)/g, (url) => `<a href="${url}">${url}</a>`);

// The page's own layout on top of the interaction pages' palette (served as a file: the CSP allows no
// inline styles). Those pages centre one narrow card in a flex row; the outbox is a column of wide
// cards whose text wraps, so a laptop's 1280 px shows every message without scrolling sideways.
const OUTBOX_CSS = `
main.outbox { display: block; width: 100%; max-width: 72rem; margin: 0 auto; padding: 2rem 1.5rem; }
.outbox .lead { color: var(--muted); margin: 0 0 1.5rem; }
.outbox ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 1rem; }
.outbox article { min-width: 0; background: var(--surface); border-radius: var(--radius); outline: 1px solid var(--line); padding: 1rem 1.25rem; }
.outbox h2 { font-size: 1.125rem; line-height: 1.5rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
.outbox dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.25rem 1.5rem; margin: 0 0 0.75rem; font-size: 0.875rem; }
.outbox dt { color: var(--muted); font-weight: 600; }
.outbox dd { margin: 0; overflow-wrap: anywhere; }
.outbox pre { margin: 0; padding: 0.75rem; background: var(--page); border-radius: 0.5rem; font-size: 0.875rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.outbox a { color: var(--brand); }
.outbox h3 { font-size: 0.875rem; color: var(--muted); margin: 0 0 0.25rem; }
.outbox pre.headers { margin-bottom: 0.75rem; }
`;

/** The message's extra header fields, as a person reads them in a mail client's "show original". */
function headerList(message: OutboxMessage): string {
  const entries = Object.entries(message.headers ?? {});
  if (entries.length === 0) return '';
  const lines = entries.map(([name, value]) => `${escapeHtml(name)}: ${linkify(escapeHtml(value))}`).join('\n');
  return `<h3>Headers</h3>\n<pre class="headers">${lines}</pre>\n`;
}

function toJson(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
    headers: message.headers ?? {},
    status: message.status,
    createdAt: message.created_at.toISOString(),
  };
}

/**
 * Development only: shows the local outbox so a person can finish e-mail and SMS flows without a mail
 * server or SMS provider. Never registered when a real transport is configured (see CONFIGURATION.md).
 */
export const devOutboxRoutes: FastifyPluginAsync<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get('/dev/outbox.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await outbox.listRecent(100)).map(toJson);
  });

  app.get('/dev/outbox.css', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(OUTBOX_CSS));

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await outbox.listRecent(100))
      .map(
        (message) => `<li><article>
<h2>${escapeHtml(message.subject ?? `${message.channel.toUpperCase()} message`)}</h2>
<dl>
<div><dt>To</dt><dd>${escapeHtml(message.recipient)}</dd></div>
<div><dt>Channel</dt><dd>${escapeHtml(message.channel)}</dd></div>
<div><dt>Queued</dt><dd>${escapeHtml(message.created_at.toISOString())}</dd></div>
<div><dt>Status</dt><dd>${escapeHtml(message.status)}</dd></div>
</dl>
${headerList(message)}<pre>${linkify(escapeHtml(message.body_text))}</pre>
</article></li>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox · Venue Pass</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="/interaction/assets/interaction.css"><link rel="stylesheet" href="/dev/outbox.css"></head>
<body><main class="outbox"><h1>Local outbox</h1>
<p class="lead">Messages the app would have sent. This page exists only while no mail server or SMS provider is configured.</p>
${rows ? `<ol aria-label="Messages, newest first">\n${rows}\n</ol>` : '<p>No messages yet.</p>'}
</main></body></html>`;
  });
};
