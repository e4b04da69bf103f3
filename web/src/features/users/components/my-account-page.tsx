import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormBuilder } from '../../../components/form-builder/form-builder.tsx';
import type { SubmitFailure } from '../../../components/form-builder/types.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverFieldErrors } from '../../../lib/api-error.ts';
import { useUpdateMeMutation } from '../account-api.ts';
import { AccountUpdateOutcome, accountMessages } from '../account-messages.ts';
import { useGetMeQuery } from '../api.ts';
import { userMessages } from '../messages.ts';
import { PasswordSection } from '../../auth/components/password-section.tsx';
import { MobileVerification } from './mobile-verification.tsx';
import { EmailPreferencesSection } from './email-preferences-section.tsx';
import { MyDataSection } from './my-data-section.tsx';
import {
  ProfileFormSchema,
  profileFields,
  toProfileFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../profile-form.ts';

export interface MyAccountPageProps {
  /** Ends the session; the auth feature's logout, passed in by the route. */
  onLogout: () => void | Promise<void>;
}

/** Server-reported invalid fields (outcome 3) keep the form invalid, so `invalid` covers them. */
function OutcomeMessage({ outcome, invalid }: { outcome: AccountUpdateOutcome; invalid: boolean }) {
  return (
    <>
      {invalid && <p className="text-sm text-red-800">{accountMessages.invalid}</p>}
      {outcome === AccountUpdateOutcome.Success && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {accountMessages.updated}
        </p>
      )}
      {outcome === AccountUpdateOutcome.Failure && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {accountMessages.updateFailed}
        </p>
      )}
    </>
  );
}

/** /my-account: the member's profile form, the verification of its mobile number, and the way out. */
export function MyAccountPage({ onLogout }: MyAccountPageProps) {
  const navigate = useNavigate();
  const { data: profile, isError, isLoading } = useGetMeQuery();
  const [updateMe] = useUpdateMeMutation();
  const [outcome, setOutcome] = useState<AccountUpdateOutcome>(AccountUpdateOutcome.None);

  const logOut = async () => {
    await onLogout();
    // /login sees the kept id token and ends the provider's session as well.
    void navigate(paths.login, { replace: true });
  };

  const closed = async () => {
    // To the public page first, its code loaded: once the session ends, this page's guard would send the
    // browser to sign in.
    await navigate(paths.accountClosed, { replace: true });
    await onLogout();
  };

  const save = async (values: ProfileFormOutput): Promise<SubmitFailure | void> => {
    setOutcome(AccountUpdateOutcome.None);
    try {
      await updateMe(values).unwrap();
      setOutcome(AccountUpdateOutcome.Success);
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setOutcome(fieldErrors ? AccountUpdateOutcome.InvalidFields : AccountUpdateOutcome.Failure);
      return { fieldErrors: fieldErrors ?? {} };
    }
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeading>{userMessages.myAccount}</PageHeading>
      {isLoading && <Loading />}
      {isError && (
        <p role="alert" className="text-red-800">
          {userMessages.loadFailed}
        </p>
      )}
      {profile && (
        <FormBuilder<ProfileFormValues, ProfileFormOutput>
          // Filled from the profile once; the refetch after a save must not wipe what the member sees.
          key={profile.userId}
          aria-label={accountMessages.profileForm}
          schema={ProfileFormSchema}
          fields={profileFields}
          defaultValues={toProfileFormValues(profile)}
          onSubmit={save}
          submitLabel={accountMessages.save}
          status={({ isValid, isSubmitting }) => <OutcomeMessage outcome={outcome} invalid={!isValid && !isSubmitting} />}
        />
      )}
      {profile?.mobileNumber && (
        // A newly saved number starts over: no code on its way, nothing typed.
        <MobileVerification key={profile.mobileNumber} mobileNumber={profile.mobileNumber} verified={profile.mobileNumberVerified} />
      )}
      {profile && <EmailPreferencesSection consented={profile.mailingConsent} />}
      <PasswordSection />
      {profile && <MyDataSection email={profile.emailAddress} onClosed={closed} />}
      <div>
        <button type="button" onClick={logOut} className={buttonClasses('secondary')}>
          {userMessages.logOut}
        </button>
      </div>
    </div>
  );
}
