import { AdminBlockCardInputSchema, type AdminMemberDetail } from '@venue-pass/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { SaveFailureBanner, readSaveFailure, useAdminSave } from '../form/save-error.tsx';
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
  const form = useSchemaForm(AdminBlockCardInputSchema, { defaultValues: { reason: '', version: member.version } });
  const { failure, submit, invalid } = useAdminSave(form.setError, (input: z.output<typeof AdminBlockCardInputSchema>) =>
    block({ id: member.id, body: input }).unwrap(),
  );
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-2">
      <SaveFailureBanner failure={failure} onReload={onReload} />
      <TextField label={m.blockReason} hint={m.blockReasonHint} registration={form.register('reason')} error={form.formState.errors.reason?.message} />
      <div>
        <button type="submit" className={buttonClasses('secondary')} disabled={form.formState.isSubmitting}>
          {m.blockCard}
        </button>
      </div>
    </Form>
  );
}

function UnblockCard({ member, onReload }: ActionProps) {
  const [unblock, { error, isLoading }] = useUnblockAdminMemberCardMutation();
  return (
    <div className="flex flex-col gap-2">
      {error !== undefined && <SaveFailureBanner failure={readSaveFailure(error, () => undefined)} onReload={onReload} />}
      <div>
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={isLoading}
          onClick={() => void unblock({ id: member.id, body: { version: member.version } })}
        >
          {m.unblockCard}
        </button>
      </div>
    </div>
  );
}

function ResendVerification({ member }: { member: AdminMemberDetail }) {
  const [resend, { data, error, isLoading }] = useResendAdminMemberVerificationMutation();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" className={buttonClasses('secondary')} disabled={isLoading} onClick={() => void resend(member.id)}>
          {m.resendVerification}
        </button>
      </div>
      {data && <p role="status">{m.resent(data.sentTo)}</p>}
      {error !== undefined && <p role="alert" className="text-red-900">{operatorFailureText(error)}</p>}
    </div>
  );
}

/** Saves what the API answers as a file named after the member, as the browser downloads it. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the URL is released once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportData({ member }: { member: AdminMemberDetail }) {
  const [fetchExport, { isFetching }] = useLazyExportAdminMemberQuery();
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setFailed(null);
    try {
      download(await fetchExport(member.id).unwrap(), `member-${member.id}.json`);
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
  const [erase] = useEraseAdminMemberMutation();
  // The operator types the address shown: erasing the wrong member cannot be undone.
  const schema = z.object({ confirmation: z.string().refine((typed) => typed.trim() === member.email, m.eraseMismatch) });
  const form = useSchemaForm(schema, { defaultValues: { confirmation: '' }, mode: 'onChange' });
  const { failure, submit, invalid } = useAdminSave(form.setError, async () => {
    await erase({ id: member.id, body: { version: member.version } }).unwrap();
    navigate(paths.adminMembers, { replace: true, state: { erased: true } });
  });
  return (
    <Modal title={m.eraseTitle} subtitle={member.email} onClose={onClose}>
      <p className="text-slate-700">{m.eraseText}</p>
      <Form form={form} onSubmit={submit} onInvalid={invalid} className="flex flex-col gap-3">
        <SaveFailureBanner failure={failure} onReload={onReload} />
        <TextField label={m.eraseConfirm} autoComplete="off" registration={form.register('confirmation')} />
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses('primary', 'bg-red-800 hover:bg-red-900')} disabled={!form.isValid || form.formState.isSubmitting}>
            {m.eraseButton}
          </button>
          <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
            {m.cancel}
          </button>
        </div>
      </Form>
    </Modal>
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
        <button type="button" className={buttonClasses('secondary', 'border-red-800 text-red-900 hover:bg-red-50')} onClick={() => setErasing(true)}>
          {erased ? m.eraseAgain : m.erase}
        </button>
      </div>
      {erasing && <EraseDialog member={member} onReload={onReload} onClose={() => setErasing(false)} />}
    </section>
  );
}
