import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form body as @fastify/formbody parses it: a repeated field becomes a list. */
export type FormParams = Record<string, string | string[] | undefined>;

/**
 * Twilio's request signature: HMAC-SHA1, keyed with the account's auth token, of the full URL Twilio
 * requested followed by each POST parameter's name and value in name order, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    for (const each of (Array.isArray(value) ? [...value] : [value ?? '']).sort()) data += name + each;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether the X-Twilio-Signature header is Twilio's for this URL and body, compared in constant time. */
export function isTwilioSignatureValid(authToken: string, url: string, params: FormParams, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
