import type { OfferProposal } from '@venue-pass/contracts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { readSaveFailure, type SaveFailure } from '../../admin/form/save-error.tsx';
import { useToast } from '../../admin/toast/toasts.tsx';
import { partnerMessages as m } from '../messages.ts';
import { useWithdrawProposalMutation } from './api.ts';

/** Takes back a proposal still waiting for review. */
export function WithdrawButton({ proposal, onFailed }: { proposal: OfferProposal; onFailed: (failure: SaveFailure | null) => void }) {
  const [withdraw, { isLoading }] = useWithdrawProposalMutation();
  const toast = useToast();
  const title = proposal.proposed.title;
  return (
    <button
      type="button"
      className={buttonClasses('ghost')}
      aria-label={m.withdrawOf(title)}
      disabled={isLoading}
      onClick={async () => {
        onFailed(null);
        try {
          await withdraw({ id: proposal.id, version: proposal.version }).unwrap();
          toast(m.withdrawnToast(title));
        } catch (error) {
          onFailed(readSaveFailure(error, () => undefined));
        }
      }}
    >
      {m.withdraw}
    </button>
  );
}
