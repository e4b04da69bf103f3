import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { myDataMessages as m } from '../my-data-messages.ts';

/** /account-closed: where a member lands once they have closed their account. */
export function AccountClosedPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeading>{m.closedTitle}</PageHeading>
      <p role="status" className="text-slate-800">
        {m.closedText}
      </p>
      <div>
        <Link to={paths.home} className={buttonClasses('primary')}>
          {m.backHome}
        </Link>
      </div>
    </div>
  );
}
