import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { saveJsonFile } from '../../../lib/save-json-file.ts';
import { reauthenticateToClose } from '../../auth/account-actions.ts';
import { useCloseAccountMutation, useLazyExportMeQuery } from '../account-api.ts';
import { myDataMessages as m } from '../my-data-messages.ts';

/** How a closing attempt ended, short of success. */
type CloseRefusal = 'sign-in-again' | 'failed' | null;

function refusalOf(error: unknown): CloseRefusal | 'closed' {
  const message = apiErrorBody(error)?.message;
  if (apiErrorStatus(error) === 401 && message === m.signInAgain) return 'sign-in-again';
  // A retry of a DELETE whose answer was lost finds the account already closed.
  if (apiErrorStatus(error) === 401 && message === m.erased) return 'closed';
  return 'failed';
}

function DownloadMyData() {
  const [fetchExport, { isFetching }] = useLazyExportMeQuery();
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setFailed(false);
    try {
      saveJsonFile(await fetchExport().unwrap(), m.fileName);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" className={buttonClasses('secondary')} disabled={isFetching} onClick={() => void run()}>
          {isFetching ? m.downloading : m.download}
        </button>
      </div>
      {failed && (
        <p role="alert" className="text-red-900">
          {m.downloadFailed}
        </p>
      )}
    </div>
  );
}

export interface MyDataSectionProps {
  email: string;
  /** Runs once the account is closed: the session ends and the member is told. */
  onClosed: () => void | Promise<void>;
}

/** My Account's 'Your data': the member's copy of what is held about them, and closing the account. */
export function MyDataSection({ email, onClosed }: MyDataSectionProps) {
  const [params] = useSearchParams();
  // Back from signing in again to close the account: the dialog opens where the member left it.
  const [closing, setClosing] = useState(params.get(reauthenticateToClose.openParam) === reauthenticateToClose.openValue);
  const [refusal, setRefusal] = useState<CloseRefusal>(null);
  const [closeAccount] = useCloseAccountMutation();

  const confirm = async () => {
    setRefusal(null);
    try {
      await closeAccount({ email }).unwrap();
      await onClosed();
    } catch (error) {
      const outcome = refusalOf(error);
      if (outcome === 'closed') await onClosed();
      else setRefusal(outcome);
    }
  };

  return (
    <section aria-labelledby="my-data-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="my-data-heading" className="text-lg font-semibold text-slate-900">
        {m.heading}
      </h2>
      <p className="text-sm text-slate-700">{m.explanation}</p>
      <DownloadMyData />
      <div>
        <button type="button" className={buttonClasses('danger-secondary')} onClick={() => setClosing(true)}>
          {m.close}
        </button>
      </div>
      {closing && (
        <ConfirmDialog
          title={m.closeTitle}
          subtitle={email}
          confirmLabel={m.closeButton}
          typeToConfirm={{ text: email, label: m.closeConfirm }}
          onClose={() => {
            setClosing(false);
            setRefusal(null);
          }}
          onConfirm={confirm}
        >
          <p>{m.closeText}</p>
          {refusal === 'sign-in-again' && (
            <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <p>{m.signInAgain}</p>
              <div>
                <Link to={reauthenticateToClose.startPath} className={buttonClasses('primary')}>
                  {m.signInAgainButton}
                </Link>
              </div>
            </div>
          )}
          {refusal === 'failed' && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
              {m.closeFailed}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
