import type { FastifyPluginAsync } from 'fastify';
import type { OutboxRepository } from './outbox.repository.ts';
import type { OutboxMessage } from './outbox.table.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function toJson(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
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

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await outbox.listRecent(100))
      .map(
        (message) => `<article>
<h2>${escapeHtml(message.subject ?? `${message.channel.toUpperCase()} message`)}</h2>
<p class="meta">${escapeHtml(message.channel)} to <strong>${escapeHtml(message.recipient)}</strong>, ${escapeHtml(message.created_at.toISOString())}, ${escapeHtml(message.status)}</p>
<pre>${linkify(escapeHtml(message.body_text))}</pre>
</article>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox · Venue Pass</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="/interaction/assets/interaction.css"></head>
<body><main><h1>Local outbox</h1>
<p>Messages the app would have sent. This page exists only while no mail server or SMS provider is configured.</p>
${rows || '<p>No messages yet.</p>'}
</main></body></html>`;
  });
};
