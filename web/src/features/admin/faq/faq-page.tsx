import type { AdminFaqItem } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formMessages } from '../form/messages.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { SaveFailureBanner, readSaveFailure, type SaveFailure } from '../form/save-error.tsx';
import { useToast } from '../toast/toasts.tsx';
import {
  useGetAdminFaqQuery,
  useMoveAdminFaqItemMutation,
  useRemoveAdminFaqItemMutation,
  useUpdateAdminFaqItemMutation,
} from './api.ts';
import { ItemForm } from './item-form.tsx';
import { faqAdminMessages as m } from './messages.ts';

interface ItemProps {
  item: AdminFaqItem;
  first: boolean;
  last: boolean;
  onFailed: (failure: SaveFailure | null) => void;
  onRemove: () => void;
  onReload: () => void;
}

function Item({ item, first, last, onFailed, onRemove, onReload }: ItemProps) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateAdminFaqItemMutation();
  const [move, { isLoading: moving }] = useMoveAdminFaqItemMutation();
  const toast = useToast();

  const moveTo = async (direction: 'up' | 'down') => {
    onFailed(null);
    try {
      await move({ id: item.id, direction, version: item.version }).unwrap();
      toast(m.moved(item.question));
    } catch (error) {
      onFailed(readSaveFailure(error, () => undefined));
    }
  };

  if (editing) {
    return (
      <li className="rounded-xl bg-white p-4 ring-1 ring-violet-300">
        <ItemForm
          // A reload after a conflict brings a new version: the form starts again from the stored item.
          key={item.version}
          label={m.editOf(item.question)}
          defaultValues={{ question: item.question, answer: item.answer }}
          submitLabel={formMessages.save}
          onSave={async (input) => {
            const saved = await update({ id: item.id, ...input, version: item.version }).unwrap();
            toast(m.saved(saved.question));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          onReload={onReload}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{item.question}</h2>
      <p className="whitespace-pre-line text-slate-700">{item.answer}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('secondary')} aria-label={m.editOf(item.question)} onClick={() => setEditing(true)}>
          {m.edit}
        </button>
        <button type="button" className={buttonClasses('ghost')} aria-label={m.moveUpOf(item.question)} disabled={first || moving} onClick={() => void moveTo('up')}>
          {m.moveUp}
        </button>
        <button type="button" className={buttonClasses('ghost')} aria-label={m.moveDownOf(item.question)} disabled={last || moving} onClick={() => void moveTo('down')}>
          {m.moveDown}
        </button>
        <button type="button" className={buttonClasses('danger-secondary')} aria-label={m.removeOf(item.question)} onClick={onRemove}>
          {m.remove}
        </button>
      </div>
    </li>
  );
}

function RemoveDialog({ item, onClose, onFailed }: { item: AdminFaqItem; onClose: () => void; onFailed: (failure: SaveFailure) => void }) {
  const [remove] = useRemoveAdminFaqItemMutation();
  const toast = useToast();
  return (
    <ConfirmDialog
      title={m.removeTitle}
      subtitle={item.question}
      confirmLabel={m.remove}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove({ id: item.id, version: item.version }).unwrap();
          toast(m.removed(item.question));
        } catch (error) {
          onFailed(readSaveFailure(error, () => undefined));
        }
        onClose();
      }}
    >
      <p>{m.removeText}</p>
    </ConfirmDialog>
  );
}

/** /admin/faq: the FAQ page's questions in page order, each edited in place, moved or removed; new ones are written on /admin/faq/new. */
export function AdminFaqPage() {
  const { data: items, error, refetch } = useGetAdminFaqQuery();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [removing, setRemoving] = useState<AdminFaqItem | null>(null);
  const reload = () => {
    setFailure(null);
    void refetch();
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        <Link to={paths.adminFaqNew} className={buttonClasses('primary')}>
          {m.newItem}
        </Link>
      </div>
      <p className="text-slate-700">{m.intro}</p>
      <SaveFailureBanner failure={failure} onReload={reload} />
      {error !== undefined && (
        <p role="alert" className="text-red-900">
          {operatorFailureText(error)}
        </p>
      )}
      {!items && error === undefined && <Loading />}
      {items?.length === 0 && <p className="text-slate-700">{m.empty}</p>}
      {items && items.length > 0 && (
        <ol aria-label={m.listLabel} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <Item
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              onFailed={setFailure}
              onRemove={() => {
                setFailure(null);
                setRemoving(item);
              }}
              onReload={reload}
            />
          ))}
        </ol>
      )}
      {removing && <RemoveDialog item={removing} onClose={() => setRemoving(null)} onFailed={setFailure} />}
    </section>
  );
}
