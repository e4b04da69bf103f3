import { STUDENT_LINK_CODE_LENGTH } from '@venue-pass/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useConfirmStudentEmailMutation } from '../api.ts';
import { studentMessages as m } from '../messages.ts';

type Outcome = 'confirming' | 'verified' | 'failed';

function Confirmation({ code }: { code: string }) {
  const navigate = useNavigate();
  const [confirmEmail] = useConfirmStudentEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>('confirming');
  // A link is single-use: StrictMode's second effect run (or a re-render) must not send it again.
  const confirmedCode = useRef<string | null>(null);

  useEffect(() => {
    if (confirmedCode.current === code) return;
    confirmedCode.current = code;
    confirmEmail(code)
      .unwrap()
      .then(
        () => setOutcome('verified'),
        () => setOutcome('failed'),
      );
  }, [code, confirmEmail]);

  const close = () => void navigate(paths.home);

  return (
    <Modal title={m.verificationTitle} onClose={close}>
      {outcome === 'confirming' && (
        <div role="status" aria-live="polite" className="flex items-center gap-3">
          <span
            data-testid="spinner"
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-violet-800 border-t-transparent motion-reduce:animate-none"
          />
          <p className="text-slate-700">{m.confirming}</p>
        </div>
      )}
      {outcome === 'verified' && (
        <p role="status" className="text-green-800">
          {m.verified}
        </p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className="text-red-800">
          {m.verificationFailed}
        </p>
      )}
      {outcome !== 'confirming' && (
        <div className="flex justify-end">
          <button type="button" onClick={close} className={buttonClasses('primary')}>
            {m.close}
          </button>
        </div>
      )}
    </Modal>
  );
}

/**
 * /student-verification/{code}: opened from the e-mailed link; confirms the student address once
 * (R-STUDENT-08 to R-STUDENT-12). The route is for members, so a visitor signs in first and comes back here.
 */
export function StudentVerificationDialog() {
  const { code = '' } = useParams();
  if (code.length !== STUDENT_LINK_CODE_LENGTH) {
    return <Navigate to={paths.home} replace />;
  }
  return <Confirmation code={code} />;
}
