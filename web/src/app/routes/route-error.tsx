import { PageHeading } from '../../components/ui/page-heading.tsx';
import { pageMessages } from './messages.ts';

/** Shown when a route fails to render or its chunk fails to load (e.g. after a deployment). */
export function RouteError() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageHeading>{pageMessages.somethingWentWrong}</PageHeading>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-violet-800 px-4 py-2 font-semibold text-white hover:bg-violet-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        {pageMessages.reload}
      </button>
    </section>
  );
}
