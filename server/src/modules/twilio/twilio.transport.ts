import type { OutboxMessage, WhatsAppTemplateKind } from '../outbox/outbox.table.ts';
import { type MessageTransport, PermanentDeliveryError, TRANSPORT_TIMEOUTS_MS } from '../outbox/transports.ts';
import { isPermanentTwilioCode, isTransientStatus } from './twilio-errors.ts';

/** Where Twilio posts a message's status changes: the outbox id in the path ties each callback to its message. */
export const TWILIO_STATUS_PATH = '/api/twilio/status';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** E.164 sender for SMS, or for WhatsApp the number registered with WhatsApp Business. */
  from: string;
  channel: 'sms' | 'whatsapp';
  /** The public address Twilio reaches this server at (PUBLIC_URL), for StatusCallback. */
  publicUrl: string;
  /** WhatsApp: the approved template (a Content SID, HX…) of each message kind. */
  templates?: Partial<Record<WhatsAppTemplateKind, string>>;
  /** Overridable for tests; defaults to Twilio's REST API. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
}

/** Twilio's Content API takes a template's variables as a JSON object keyed "1", "2", … */
export function contentVariables(variables: readonly string[]): string {
  return JSON.stringify(Object.fromEntries(variables.map((value, index) => [String(index + 1), value])));
}

/**
 * SMS as free text, and WhatsApp as approved templates (ContentSid and ContentVariables): a
 * business-initiated free-form WhatsApp message is refused with 63016 outside the 24-hour window (ADR 076).
 */
export function createTwilioTransport(options: TwilioOptions): MessageTransport {
  const { accountSid, authToken, from, channel } = options;
  const send = options.fetch ?? fetch;
  const endpoint = `${options.apiBaseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const address = (number: string) => (channel === 'whatsapp' ? `whatsapp:${number}` : number);

  function content(message: OutboxMessage): Record<string, string> {
    if (channel === 'sms') return { Body: message.body_text };
    const contentSid = message.kind ? options.templates?.[message.kind as WhatsAppTemplateKind] : undefined;
    if (!contentSid) throw new PermanentDeliveryError(`No WhatsApp template is configured for messages of kind ${message.kind ?? '(none)'}`);
    return { ContentSid: contentSid, ContentVariables: contentVariables(message.template_variables ?? []) };
  }

  return {
    async deliver(message) {
      const response = await send(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          From: address(from),
          To: address(message.recipient),
          ...content(message),
          StatusCallback: `${options.publicUrl}${TWILIO_STATUS_PATH}/${message.id}`,
        }),
        signal: AbortSignal.timeout(TRANSPORT_TIMEOUTS_MS.request),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!response.ok) {
        const code = typeof body.code === 'number' ? body.code : null;
        const reason = `Twilio answered ${response.status}${code === null ? '' : ` (error ${code})`}: ${body.message ?? 'no message'}`;
        if (isPermanentTwilioCode(code) || !isTransientStatus(response.status)) throw new PermanentDeliveryError(reason, code);
        throw new Error(reason);
      }
      return { providerMessageId: body.sid ?? null };
    },
  };
}
