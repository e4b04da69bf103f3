import { Description, Field, Label, Switch } from '@headlessui/react';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useGiveConsentInMyAccountMutation, useSetWeeklyDigestMutation, useWeeklyDigestQuery, useWithdrawConsentMutation } from '../account-api.ts';
import { emailPreferencesMessages as m } from '../email-preferences-messages.ts';

type Outcome = { given: boolean } | 'failed' | null;

interface PreferenceSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  busy: boolean;
  words: { given: string; withdrawn: string };
  /** Makes the change; whether it was saved. */
  onChange(checked: boolean): Promise<boolean>;
}

/** One preference: a switch that saves at once, and says what changed or that it failed. */
function PreferenceSwitch({ label, description, checked, busy, words, onChange }: PreferenceSwitchProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = async (next: boolean) => {
    setOutcome(null);
    setOutcome((await onChange(next)) ? { given: next } : 'failed');
  };
  return (
    <div className="flex flex-col gap-1">
      <Field className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label className="text-slate-900">{label}</Label>
          {description && <Description className="text-sm text-slate-700">{description}</Description>}
        </div>
        <Switch
          checked={checked}
          disabled={busy}
          onChange={(next) => void change(next)}
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
      {outcome === 'failed' && (
        <p role="alert" className="text-sm text-red-900">
          {m.failed}
        </p>
      )}
      {outcome && outcome !== 'failed' && (
        <p role="status" className="text-sm text-green-900">
          {outcome.given ? words.given : words.withdrawn}
        </p>
      )}
    </div>
  );
}

/**
 * My Account's e-mail preferences: marketing e-mails (the consent, given and withdrawn as easily) and the
 * weekly digest of new offers at the member's favourite venues.
 */
export function EmailPreferencesSection({ consented }: { consented: boolean }) {
  const [give, giving] = useGiveConsentInMyAccountMutation();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const digest = useWeeklyDigestQuery();
  const [setDigest, settingDigest] = useSetWeeklyDigestMutation();

  return (
    <section aria-labelledby="email-preferences-heading" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="email-preferences-heading" className="text-lg font-semibold text-slate-900">
        {m.heading}
      </h2>
      <PreferenceSwitch
        label={m.marketing.label}
        checked={consented}
        busy={giving.isLoading || withdrawing.isLoading}
        words={m.marketing}
        onChange={async (checked) => !('error' in (checked ? await give() : await withdraw()))}
      />
      {digest.data && (
        <PreferenceSwitch
          label={m.digest.label}
          description={digest.data.favouriteVenues > 0 ? m.digest.covers(digest.data.favouriteVenues) : m.digest.noFavourites}
          checked={digest.data.subscribed}
          busy={settingDigest.isLoading || digest.isFetching}
          words={m.digest}
          onChange={async (checked) => !('error' in (await setDigest(checked)))}
        />
      )}
      <p className="text-sm text-slate-700">{m.accountMailsStay}</p>
    </section>
  );
}
