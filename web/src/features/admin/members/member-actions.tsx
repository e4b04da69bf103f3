import { AdminBlockCardInputSchema, type AdminBlockCardInput, type AdminMemberDetail } from '@venue-pass/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { saveJsonFile } from '../../../lib/save-json-file.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { useToast } from '../toast/toasts.tsx';
import {
  useBlockAdminMemberCardMutation,
  useEraseAdminMemberMutation,
  useLazyExportAdminMemberQuery,
  useResendAdminMemberVerificationMutation,
  useUnblockAdminMemberCardMutation,
} from './api.ts';
import { memberMessages as m } from './messages.ts';

interface ActionProps {
  member: AdminMemberDetail;
  onReload: () => void;
}

function BlockCardForm({ member, onReload }: ActionProps) {
  const [block] = useBlockAdminMemberCardMutation();
  const toast = useToast();
  const form = useAdminForm(AdminBlockCardInputSchema, { defaultValues: { reason: '', version: member.version } });
  // The reason is checked first; the card is blocked once the operator confirms it in the dialog.
  const [asked, setAsked] = useState<AdminBlockCardInput | null>(null);
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: AdminBlockCardInput) => {
    await block({ id: member.id, body: input }).unwrap();
    toast(m.cardBlocked);
  });
  return (
    <Form form={form} onSubmit={(input) => setAsked(input)} onInvalid={invalid} summarisesErrors className="flex flex-col gap-2">
      <SaveFailureBanner failure={failure} onReload={onReload} />
      <TextField label={m.blockReason} hint={m.blockReasonHint} required registration={form.register('reason')} error={form.formState.errors.reason?.message} />
      <div>
        <button type="submit" className={buttonClasses('danger-secondary')} disabled={form.formState.isSubmitting}>
          {m.blockCard}
        </button>
      </div>
      {asked && (
        <ConfirmDialog
          title={m.blockTitle}
          subtitle={member.email}
          confirmLabel={m.blockCard}
          onClose={() => setAsked(null)}
          onConfirm={async () => {
            setAsked(null);
            await submit(asked);
          }}
        >
          <p>{m.blockText(asked.reason)}</p>
        </ConfirmDialog>
      )}
    </Form>
  );
}

function UnblockCard({ member, onReload }: ActionProps) {
  const [unblock, { error, isLoading }] = useUnblockAdminMemberCardMutation();
  const toast = useToast();
  const run = async () => {
    const result = await unblock({ id: member.id, body: { version: member.version } });
    if (!('error' in result)) toast(m.cardUnblocked);
  };
  return (
    <div className="flex flex-col gap-2">
      {error !== undefined && <SaveFailureBanner failure={readSaveFailure(error, () => undefined)} onReload={onReload} />}
      <div>
        <button type="button" className={buttonClasses('secondary')} disabled={isLoading} onClick={() => void run()}>
          {m.unblockCard}
        </button>
      </div>
    </div>
  );
}

function ResendVerification({ member }: { member: AdminMemberDetail }) {
  const [resend, { error, isLoading }] = useResendAdminMemberVerificationMutation();
  const toast = useToast();
  const run = async () => {
    const result = await resend(member.id);
    if (result.data) toast(m.resent(result.data.sentTo));
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" className={buttonClasses('secondary')} disabled={isLoading} onClick={() => void run()}>
          {m.resendVerification}
        </button>
      </div>
      {error !== undefined && <p role="alert" className="text-red-900">{operatorFailureText(error)}</p>}
    </div>
  );
}

function ExportData({ member }: { member: AdminMemberDetail }) {
  const [fetchExport, { isFetching }] = useLazyExportAdminMemberQuery();
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setFailed(null);
    try {
      saveJsonFile(await fetchExport(member.id).unwrap(), `member-${member.id}.json`);
    } catch (error) {
      setFailed(operatorFailureText(error));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" className={buttonClasses('secondary')} disabled={isFetching} onClick={() => void run()}>
          {m.exportData}
        </button>
      </div>
      {failed && (
        <p role="alert" className="text-red-900">
          {m.exportFailed} {failed}
        </p>
      )}
    </div>
  );
}

function EraseDialog({ member, onReload, onClose }: ActionProps & { onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [erase] = useEraseAdminMemberMutation();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  return (
    <ConfirmDialog
      title={m.eraseTitle}
      subtitle={member.email}
      confirmLabel={m.eraseButton}
      // The operator types the address shown: erasing the wrong member cannot be undone.
      typeToConfirm={{ text: member.email, label: m.eraseConfirm }}
      onClose={onClose}
      onConfirm={async () => {
        setFailure(null);
        try {
          await erase({ id: member.id, body: { version: member.version } }).unwrap();
          toast(m.erased);
          navigate(paths.adminMembers, { replace: true });
        } catch (error) {
          setFailure(readSaveFailure(error, () => undefined));
        }
      }}
    >
      <p>{m.eraseText}</p>
      <SaveFailureBanner failure={failure} onReload={onReload} />
    </ConfirmDialog>
  );
}

/**
 * What the operator can do for a member: resend verification, block or unblock the card, export, erase. An
 * erased member can only be exported and erased again, which removes whatever reached the record since.
 */
export function MemberActions({ member, onReload }: ActionProps) {
  const [erasing, setErasing] = useState(false);
  const erased = member.erasedAt !== null;
  return (
    <section aria-labelledby="member-actions" className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="member-actions" className="font-semibold text-slate-900">
        {m.actions}
      </h2>
      {!erased && !member.onboarding.accountVerified && <ResendVerification member={member} />}
      {!erased &&
        (member.cardBlocked ? <UnblockCard member={member} onReload={onReload} /> : <BlockCardForm key={member.version} member={member} onReload={onReload} />)}
      <ExportData member={member} />
      <div>
        <button type="button" className={buttonClasses('danger-secondary')} onClick={() => setErasing(true)}>
          {erased ? m.eraseAgain : m.erase}
        </button>
      </div>
      {erasing && <EraseDialog member={member} onReload={onReload} onClose={() => setErasing(false)} />}
    </section>
  );
}
