import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetPromoterQuery, useSendPromoterVoucherMutation } from '../api.ts';
import { PhoneNumberForm } from '../../vouchers/components/phone-number-form.tsx';
import { STATUS_CLEAR_MS, promoterMessages as m } from '../messages.ts';

interface Status {
  kind: 'success' | 'failure';
  text: string;
}

/** /promoter/{uniqueCode}: a promoter sends the voucher to a customer's phone. */
export function PromoterPage() {
  const { uniqueCode = '' } = useParams();
  const { data: promoter, isLoading, isError } = useGetPromoterQuery(uniqueCode);
  const [sendVoucher] = useSendPromoterVoucherMutation();
  const [status, setStatus] = useState<Status | null>(null);
  const idempotency = useIdempotencyKey();

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const send = async (phoneNumber: string) => {
    try {
      await sendVoucher({ uniqueCode, phoneNumber, idempotencyKey: idempotency.keyFor(phoneNumber) }).unwrap();
      idempotency.settle();
      setStatus({ kind: 'success', text: m.sent });
      // Ready for the next customer.
      return 'clear' as const;
    } catch (error) {
      idempotency.settle(error);
      setStatus({ kind: 'failure', text: m.failed(apiErrorMessage(error)) });
      return 'keep' as const;
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
        <PhoneNumberForm label={m.phoneNumber} autoComplete="off" submitLabel={m.send} sendingLabel={m.sending} onSend={send} />
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
