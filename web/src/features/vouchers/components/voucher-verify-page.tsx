import { VOUCHER_CODE_LENGTH } from '@venue-pass/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useVerifyVoucherMutation } from '../api.ts';
import { paths, pathTo } from '../../../config/paths.ts';
import { voucherMessages as m } from '../messages.ts';
import { type VoucherProblem, voucherProblem } from '../voucher-error.ts';
import { ProblemBanner } from './problem-banner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** /voucher/{publicId}/verify/{promoCodeId}: the 6-character code from the text message. */
export function VoucherVerifyPage() {
  const { publicId = '', promoCodeId = '' } = useParams();
  const navigate = useNavigate();
  const [verifyVoucher, { isLoading }] = useVerifyVoucherMutation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<VoucherProblem | null>(null);

  const canVerify = code.trim().length === VOUCHER_CODE_LENGTH && !isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canVerify) return;
    setProblem(null);
    try {
      await verifyVoucher({ verificationCode: code.trim(), id: promoCodeId }).unwrap();
      await navigate(pathTo(paths.voucherSent, { publicId }));
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
        <TextField
          label={m.verificationCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VOUCHER_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="text-lg tracking-widest"
        />
        <div>
          <button type="submit" disabled={!canVerify} className={buttonClasses('primary')}>
            {isLoading ? m.verifying : m.verify}
          </button>
        </div>
      </form>
    </section>
  );
}
