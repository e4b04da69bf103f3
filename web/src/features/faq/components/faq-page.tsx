import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { FAQ_ITEMS, faqMessages as m } from '../messages.ts';

/** /about/faq: six collapsible questions, all closed at first. */
export function FaqPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageHeading>{m.title}</PageHeading>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ_ITEMS.map((item) => (
          <li key={item.question}>
            <Disclosure>
              <h2>
                <DisclosureButton className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700">
                  {item.question}
                  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-open:rotate-180" fill="currentColor">
                    <path d="M5.5 7.5 10 12l4.5-4.5z" />
                  </svg>
                </DisclosureButton>
              </h2>
              <DisclosurePanel className="px-4 pb-4 text-slate-700">{item.answer}</DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
