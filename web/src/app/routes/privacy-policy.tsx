import { PageHeading } from '../../components/ui/page-heading.tsx';
import { pageMessages } from './messages.ts';

/** /privacy-policy; the full policy text (SPEC 2) arrives with the content issue. */
export function PrivacyPolicyPage() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
      <PageHeading>{pageMessages.privacyPolicy}</PageHeading>
      <p className="text-slate-700">{pageMessages.privacyPolicyIntro}</p>
    </article>
  );
}
