import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useToast } from '../toast/toasts.tsx';
import { useCreateAdminFaqItemMutation } from './api.ts';
import { ItemForm } from './item-form.tsx';
import { faqAdminMessages as m } from './messages.ts';

/** /admin/faq/new: a question and its answer, added at the end of the FAQ; back to the list once saved. */
export function AdminFaqNewPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateAdminFaqItemMutation();
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <Link to={paths.adminFaq} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      <PageHeading>{m.newItem}</PageHeading>
      <ItemForm
        label={m.newItem}
        defaultValues={{ question: '', answer: '' }}
        submitLabel={m.add}
        onSave={async (input) => {
          const item = await create(input).unwrap();
          toast(m.added(item.question));
          navigate(paths.adminFaq, { replace: true });
        }}
      />
    </section>
  );
}
