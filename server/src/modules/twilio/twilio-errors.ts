/**
 * Twilio error codes that no retry can change, each with the reason an operator reads in the console's
 * "Delivery problems". A code not listed is shown by its number; whether the dispatcher retries a refusal
 * without a listed code depends on the HTTP status (isTransientStatus).
 */
export const TWILIO_ERROR_REASONS: Readonly<Record<number, string>> = {
  21211: 'The number is not a valid phone number.',
  21408: 'Sending to this region is not enabled on the Twilio account.',
  21610: 'The recipient has unsubscribed (replied STOP).',
  21612: 'Twilio cannot send between these two numbers.',
  21614: 'The number is not a mobile number.',
  30003: 'The phone is unreachable (switched off or out of coverage).',
  30004: 'The recipient has blocked messages.',
  30005: 'The number is unknown or no longer in service.',
  30006: 'The number is a landline or cannot receive text messages.',
  30007: 'The carrier filtered the message.',
  30008: 'The carrier reported an unknown error.',
  63003: 'The number is not on WhatsApp.',
  63016: 'WhatsApp refused a free-form message outside the 24-hour window: it needs an approved template.',
  63024: 'The recipient cannot receive WhatsApp messages.',
};

/** Whether a refusal with this code is final whatever the HTTP status says. */
export const isPermanentTwilioCode = (code: number | null): code is number => code !== null && code in TWILIO_ERROR_REASONS;

/**
 * Answers of the Messages API worth retrying: Twilio's own trouble (5xx), being asked to slow down (429),
 * a timeout or conflict (408, 409), and 401, which is this server's credentials: the operator fixes them
 * and the waiting messages then go. Any other 4xx describes the message itself and is final.
 */
export const isTransientStatus = (status: number): boolean => status >= 500 || [401, 408, 409, 429].includes(status);

/** The reason an operator reads for a message's failure: the code's meaning when known, else what the dispatcher recorded. */
export function deliveryFailureReason(errorCode: number | null, lastError: string | null): string {
  if (errorCode !== null) return `${TWILIO_ERROR_REASONS[errorCode] ?? lastError ?? 'Twilio reported an error.'} (Twilio error ${errorCode})`;
  return lastError ?? 'The provider reported the message undelivered.';
}
