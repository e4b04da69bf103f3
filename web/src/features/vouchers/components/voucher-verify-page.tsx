import { VOUCHER_CODE_LENGTH } from '@venue-pass/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useVerifyVoucherMutation } from '../api.ts';
import { voucherMessages as m } from '../messages.ts';
import { voucherPaths } from '../paths.ts';
import { type VoucherProblem, voucherProblem } from '../voucher-error.ts';
import { ProblemBanner } from './problem-banner.tsx';

/** /voucher/{publicId}/verify/{promoCodeId}: the 6-character code from the text message. */
export function VoucherVerifyPage() {
  const { publicId = '', promoCodeId = '' } = useParams();
  const navigate = useNavigate();
  const [verifyVoucher, { isLoading }] = useVerifyVoucherMutation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<VoucherProblem | null>(null);
  const codeId = useId();

  const canVerify = code.trim().length === VOUCHER_CODE_LENGTH && !isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canVerify) return;
    setProblem(null);
    try {
      await verifyVoucher({ verificationCode: code.trim(), id: promoCodeId }).unwrap();
      await navigate(voucherPaths.sent(publicId));
    } catch (error) {
      setProblem(voucherProblem(error));
    }
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <PageHeading>{m.verifyTitle}</PageHeading>
      <p className="text-slate-700">{m.verifyText}</p>
      {problem && <ProblemBanner problem={problem} />}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={codeId} className="text-sm font-medium text-slate-800">
            {m.verificationCode}
          </label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VOUCHER_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-lg tracking-widest text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700"
          />
        </div>
        <div>
          <button type="submit" disabled={!canVerify} className={buttonClasses('primary')}>
            {isLoading ? m.verifying : m.verify}
          </button>
        </div>
      </form>
    </section>
  );
}
