import { apiErrorBody, apiErrorStatus } from '../../lib/api-error.ts';
import { voucherMessages } from './messages.ts';

export interface VoucherProblem {
  message: string;
  /** The 'already received' message shows in orange (R-ERR-33); everything else is an error. */
  tone: 'warning' | 'error';
}

/**
 * The required wording for the statuses it names (R-ERR-32 to R-ERR-37); for the refusals it does not name (bad number, too many
 * requests, an ended offer, a wrong code, a proof of work that failed) the sentence that came with
 * the answer says what to do.
 */
export function voucherProblem(error: unknown): VoucherProblem {
  const status = apiErrorStatus(error);
  const serverMessage = apiErrorBody(error)?.message;
  if (status === 412) return { message: voucherMessages.alreadyReceived, tone: 'warning' };
  if (status === 404) return { message: voucherMessages.notFound, tone: 'error' };
  if (status === 501) return { message: voucherMessages.sendFailed, tone: 'error' };
  if ((status === 400 || status === 410 || status === 428 || status === 429) && serverMessage !== undefined) {
    return { message: serverMessage, tone: 'error' };
  }
  return { message: voucherMessages.problem, tone: 'error' };
}
