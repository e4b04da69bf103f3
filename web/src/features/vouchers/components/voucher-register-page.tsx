import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useGetVoucherPromotionQuery, useSendVoucherMutation } from '../api.ts';
import { paths, pathTo } from '../../../config/paths.ts';
import { voucherMessages as m } from '../messages.ts';
import { type VoucherProblem, voucherProblem } from '../voucher-error.ts';
import { PhoneNumberForm } from './phone-number-form.tsx';
import { ProblemBanner } from './problem-banner.tsx';

/** /voucher/{publicId}/register (R-VOUCHER-01 to R-VOUCHER-05, R-STATE-41 to R-STATE-43). */
export function VoucherRegisterPage() {
  const { publicId = '' } = useParams();
  const navigate = useNavigate();
  const { data: promotion, isLoading, isError } = useGetVoucherPromotionQuery(publicId);
  const [sendVoucher] = useSendVoucherMutation();
  const [problem, setProblem] = useState<VoucherProblem | null>(null);
  const idempotency = useIdempotencyKey();

  if (isLoading) return <Loading />;
  if (isError || !promotion) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <ProblemBanner problem={{ message: m.lookupFailed, tone: 'error' }} />
      </section>
    );
  }
  if (!promotion.isAvailable) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <PageHeading>{promotion.name}</PageHeading>
        <p className="text-lg text-slate-800">{m.offerEnded}</p>
        <div>
          <Link to={paths.home} className={buttonClasses('primary')}>
            {m.home}
          </Link>
        </div>
      </section>
    );
  }

  const send = async (phoneNumber: string) => {
    setProblem(null);
    try {
      const result = await sendVoucher({ phoneNumber, id: publicId, idempotencyKey: idempotency.keyFor(phoneNumber) }).unwrap();
      idempotency.settle();
      if (result.voucherSent) {
        await navigate(pathTo(paths.voucherSent, { publicId }));
      } else if (result.verificationSent) {
        await navigate(pathTo(paths.voucherVerify, { publicId, promoCodeId: result.id }));
      } else {
        setProblem(voucherProblem({ status: 501 }));
      }
    } catch (error) {
      idempotency.settle(error);
      setProblem(voucherProblem(error));
    }
    return 'keep' as const;
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <PageHeading>{promotion.name}</PageHeading>
      {problem && <ProblemBanner problem={problem} />}
      <PhoneNumberForm
        label={m.phoneNumber}
        hint={m.phoneHint}
        autoComplete="tel"
        submitLabel={promotion.requireVerification ? m.getVerificationCode : m.getVoucher}
        sendingLabel={m.sending}
        onSend={send}
      />
    </section>
  );
}
