import { Field, Label, Switch } from '@headlessui/react';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useGiveConsentInMyAccountMutation, useWithdrawConsentMutation } from '../account-api.ts';
import { marketingConsentMessages as m } from '../marketing-consent-messages.ts';

type Outcome = 'given' | 'withdrawn' | 'failed' | null;

/** My Account's switch for marketing e-mails: one press gives the consent, one press withdraws it. */
export function MarketingConsentSwitch({ consented }: { consented: boolean }) {
  const [give, giving] = useGiveConsentInMyAccountMutation();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = giving.isLoading || withdrawing.isLoading;

  const change = async (checked: boolean) => {
    setOutcome(null);
    const result = checked ? await give() : await withdraw();
    setOutcome('error' in result ? 'failed' : checked ? 'given' : 'withdrawn');
  };

  return (
    <section aria-labelledby="marketing-consent-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="marketing-consent-heading" className="text-lg font-semibold text-slate-900">
        {m.heading}
      </h2>
      <Field className="flex items-center justify-between gap-4">
        <Label className="text-slate-900">{m.label}</Label>
        <Switch
          checked={consented}
          disabled={busy}
          onChange={(checked) => void change(checked)}
          className={cn(
            'group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            'bg-slate-300 data-checked:bg-violet-800 data-disabled:opacity-60',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
          )}
        >
          <span
            aria-hidden="true"
            className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
          />
        </Switch>
      </Field>
      <p className="text-sm text-slate-700">{m.accountMailsStay}</p>
      {outcome === 'given' && <p role="status" className="text-sm text-green-900">{m.given}</p>}
      {outcome === 'withdrawn' && <p role="status" className="text-sm text-green-900">{m.withdrawn}</p>}
      {outcome === 'failed' && (
        <p role="alert" className="text-sm text-red-900">
          {m.failed}
        </p>
      )}
    </section>
  );
}
