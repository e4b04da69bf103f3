import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { layoutMessages as m } from './messages.ts';

export function Footer({ groupName }: { groupName: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-700 sm:flex-row">
        <p>{m.copyright(groupName)}</p>
        <Link
          // The footer links to the trailing-slash form (R-FOOTER-02); the router serves both.
          to={`${paths.privacyPolicy}/`}
          className="rounded underline underline-offset-2 hover:text-violet-900 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          {m.privacyPolicy}
        </Link>
      </div>
    </footer>
  );
}
