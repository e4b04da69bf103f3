import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useGetFaqQuery } from '../api.ts';
import { faqMessages as m } from '../messages.ts';

/** /about/faq: the operator's questions (six in the shipped FAQ, R-FAQ-02), each collapsible, all closed at first. */
export function FaqPage() {
  const { data: items, isError, isLoading } = useGetFaqQuery();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageHeading>{m.title}</PageHeading>
      {isLoading && <Loading />}
      {isError && (
        <p role="alert" className="text-red-800">
          {m.loadFailed}
        </p>
      )}
      {items?.length === 0 && <p className="text-slate-700">{m.empty}</p>}
      {items && items.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id}>
              <Disclosure>
                <h2>
                  <DisclosureButton className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700">
                    {item.question}
                    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-open:rotate-180" fill="currentColor">
                      <path d="M5.5 7.5 10 12l4.5-4.5z" />
                    </svg>
                  </DisclosureButton>
                </h2>
                {/* The operator writes answers as plain text; their line breaks are kept as paragraphs break. */}
                <DisclosurePanel className="px-4 pb-4 whitespace-pre-line text-slate-700">{item.answer}</DisclosurePanel>
              </Disclosure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
