import { VOUCHER_CODE_LENGTH, VoucherVerifyInputSchema } from '@venue-pass/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { useVerifyVoucherMutation } from '../api.ts';
import { voucherMessages as m } from '../messages.ts';
import { type VoucherProblem, voucherProblem } from '../voucher-error.ts';
import { ProblemBanner } from './problem-banner.tsx';

const CodeFormSchema = VoucherVerifyInputSchema.pick({ verificationCode: true });

/** /voucher/{publicId}/verify/{promoCodeId}: the 6-character code from the text message. */
export function VoucherVerifyPage() {
  const { publicId = '', promoCodeId = '' } = useParams();
  const navigate = useNavigate();
  const [verifyVoucher] = useVerifyVoucherMutation();
  const [problem, setProblem] = useState<VoucherProblem | null>(null);
  const form = useSchemaForm(CodeFormSchema, { defaultValues: { verificationCode: '' } });
  const verifying = form.formState.isSubmitting;

  const verify = async ({ verificationCode }: z.output<typeof CodeFormSchema>) => {
    setProblem(null);
    try {
      await verifyVoucher({ verificationCode, id: promoCodeId }).unwrap();
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
      <Form form={form} onSubmit={verify} className="flex flex-col gap-4">
        <TextField
          label={m.verificationCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VOUCHER_CODE_LENGTH}
          className="text-lg tracking-widest"
          registration={form.register('verificationCode')}
        />
        <div>
          <button type="submit" disabled={!form.isValid || verifying} className={buttonClasses('primary')}>
            {verifying ? m.verifying : m.verify}
          </button>
        </div>
      </Form>
    </section>
  );
}
