import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormParams, twilioSignature } from './twilio-signature.ts';

/** One request the fake API received: its path, Basic credentials and form fields. */
export interface RecordedTwilioRequest {
  path: string;
  authorization: string | undefined;
  params: Record<string, string>;
}

/** An answer to give instead of accepting a message, as Twilio's error JSON. */
export interface TwilioRefusal {
  status: number;
  code?: number;
  message?: string;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/**
 * A local HTTP server that speaks the shape of Twilio's Messages API: it checks Basic auth, requires
 * From, To and either Body or ContentSid, answers 201 with a message resource (an SM… sid, status
 * queued), and records every request. `refuseNext` makes it answer the next sends with errors the way
 * Twilio does ({ code, message, more_info, status }). `signedCallback` builds a status callback as Twilio
 * would post it to a StatusCallback URL, signed with the account's auth token.
 */
export async function startTwilioApi({ accountSid, authToken }: { accountSid: string; authToken: string }) {
  const requests: RecordedTwilioRequest[] = [];
  const refusals: TwilioRefusal[] = [];
  const answer = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, { status, code, message }: TwilioRefusal) =>
    answer(response, status, { code: code ?? null, message: message ?? 'Error', more_info: code ? `https://www.twilio.com/docs/errors/${code}` : null, status });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const path = request.url ?? '';
    requests.push({ path, authorization: request.headers.authorization, params });
    const match = MESSAGES_PATH.exec(path);
    if (request.method !== 'POST' || !match) return refuse(response, { status: 404, code: 20404, message: 'The requested resource was not found' });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (match[1] !== accountSid || request.headers.authorization !== expected) return refuse(response, { status: 401, code: 20003, message: 'Authenticate' });
    const refusal = refusals.shift();
    if (refusal) return refuse(response, refusal);
    if (!params.To) return refuse(response, { status: 400, code: 21604, message: "A 'To' phone number is required." });
    if (!params.From) return refuse(response, { status: 400, code: 21603, message: "A 'From' phone number is required." });
    if (!params.Body && !params.ContentSid) return refuse(response, { status: 400, code: 21619, message: 'A text message body or media urls must be specified.' });
    return answer(response, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to: params.To,
      from: params.From,
      body: params.Body ?? '',
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
    });
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers the next sends, one each, with these errors. */
    refuseNext(...answers: TwilioRefusal[]) {
      refusals.push(...answers);
    },
    /** A status callback for a message, as Twilio posts it: the form fields and their X-Twilio-Signature. */
    signedCallback(url: string, fields: { MessageSid: string; MessageStatus: string; ErrorCode?: string }) {
      const params: FormParams = { AccountSid: accountSid, ApiVersion: '2010-04-01', From: '+447700900999', To: '+447700900123', SmsSid: fields.MessageSid, SmsStatus: fields.MessageStatus, ...fields };
      return { payload: new URLSearchParams(params as Record<string, string>).toString(), signature: twilioSignature(authToken, url, params) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TwilioApi = Awaited<ReturnType<typeof startTwilioApi>>;
