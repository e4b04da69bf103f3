import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { voucherMessages as m } from '../messages.ts';

/** /voucher/{publicId}/sent: the thank-you page. */
export function VoucherSentPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <PageHeading>{m.sentTitle}</PageHeading>
      <p className="text-slate-700">{m.sentText}</p>
      <div>
        <Link to={paths.register} className={buttonClasses('primary')}>
          {m.signUpForMoreOffers}
        </Link>
      </div>
    </section>
  );
}
