import { PageHeading } from '../../components/ui/page-heading.tsx';
import { lazyPageMessages } from './lazy-page-messages.ts';

/** /wallet: placeholder text 'Wallet' (R-ROUTES-25). */
export function WalletPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <PageHeading>{lazyPageMessages.wallet}</PageHeading>
    </section>
  );
}
