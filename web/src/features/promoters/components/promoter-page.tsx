import { MIN_PHONE_LENGTH } from '@venue-pass/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { cn } from '../../../lib/cn.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetPromoterQuery, useSendPromoterVoucherMutation } from '../api.ts';
import { STATUS_CLEAR_MS, promoterMessages as m } from '../messages.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

interface Status {
  kind: 'success' | 'failure';
  text: string;
}

/** The server's sentence for a refused send, or the client's description of the failure. */
function failureText(error: unknown): string {
  const { data, message } = error as { data?: { message?: unknown }; message?: unknown };
  if (typeof data?.message === 'string') return data.message;
  return typeof message === 'string' ? message : String(error);
}

/** /promoter/{uniqueCode}: a promoter sends the voucher to a customer's phone. */
export function PromoterPage() {
  const { uniqueCode = '' } = useParams();
  const { data: promoter, isLoading, isError } = useGetPromoterQuery(uniqueCode);
  const [sendVoucher, { isLoading: isSending }] = useSendPromoterVoucherMutation();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const idempotency = useIdempotencyKey();

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const canSend = phoneNumber.trim().length >= MIN_PHONE_LENGTH && !isSending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const typed = phoneNumber.trim();
    try {
      await sendVoucher({ uniqueCode, phoneNumber: typed, idempotencyKey: idempotency.keyFor(typed) }).unwrap();
      idempotency.settle();
      setStatus({ kind: 'success', text: m.sent });
      // Ready for the next customer.
      setPhoneNumber('');
    } catch (error) {
      idempotency.settle(error);
      setStatus({ kind: 'failure', text: m.failed(failureText(error)) });
    }
  };

  let body;
  if (isLoading) {
    body = <Loading />;
  } else if (isError || !promoter) {
    body = (
      <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-900">
        {m.notFound}
      </p>
    );
  } else if (!promoter.isValid) {
    body = (
      <p role="alert" className="rounded-lg border border-orange-600 bg-orange-50 p-4 font-medium text-orange-900">
        {m.noLongerValid}
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-lg font-medium text-violet-900">{m.voucher(promoter.voucherName)}</p>
        {status && (
          <p
            role={status.kind === 'success' ? 'status' : 'alert'}
            className={cn(
              'rounded-lg border p-4 font-medium',
              status.kind === 'success' ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900',
            )}
          >
            {status.text}
          </p>
        )}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            label={m.phoneNumber}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
          />
          <div>
            <button type="submit" disabled={!canSend} className={buttonClasses('primary')}>
              {isSending ? m.sending : m.send}
            </button>
          </div>
        </form>
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <PageHeading>{m.title}</PageHeading>
      {body}
    </section>
  );
}
