import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { lazyPageMessages } from './lazy-page-messages.ts';
import { pageMessages } from './messages.ts';

export function AccessDeniedPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageHeading>{lazyPageMessages.accessDeniedTitle}</PageHeading>
      <p className="text-slate-700">{lazyPageMessages.accessDeniedText}</p>
      <Link to={paths.home} className={buttonClasses('primary')}>
        {pageMessages.backToHome}
      </Link>
    </section>
  );
}
