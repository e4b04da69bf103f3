import { AdminFaqItemInputSchema, type AdminFaqItem, type AdminFaqItemInput } from '@venue-pass/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useAdminForm } from '../form/admin-form.ts';
import { ConfirmDialog } from '../form/confirm-dialog.tsx';
import { formMessages } from '../form/messages.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { useToast } from '../toast/toasts.tsx';
import {
  useCreateAdminFaqItemMutation,
  useGetAdminFaqQuery,
  useMoveAdminFaqItemMutation,
  useRemoveAdminFaqItemMutation,
  useUpdateAdminFaqItemMutation,
} from './api.ts';
import { faqAdminMessages as m } from './messages.ts';

interface ItemFormProps {
  label: string;
  defaultValues: AdminFaqItemInput;
  submitLabel: string;
  onSave: (input: AdminFaqItemInput) => Promise<void>;
  onCancel?: () => void;
  onReload?: () => void;
}

/** A question and its answer: the new-item form, and an item's own form while it is edited. */
function ItemForm({ label, defaultValues, submitLabel, onSave, onCancel, onReload }: ItemFormProps) {
  const form = useAdminForm(AdminFaqItemInputSchema, { defaultValues });
  const { failure, submit, invalid } = useAdminSave(form.setError, onSave);
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors aria-label={label} className="flex flex-col gap-3">
      <SaveFailureBanner failure={failure} {...(onReload ? { onReload } : {})} />
      <TextField label={m.question} required registration={form.register('question')} error={errors.question?.message} />
      <TextAreaField label={m.answer} required rows={5} registration={form.register('answer')} error={errors.answer?.message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClasses('secondary')} onClick={onCancel}>
            {formMessages.cancel}
          </button>
        )}
      </div>
    </Form>
  );
}

function NewItemForm() {
  const [create] = useCreateAdminFaqItemMutation();
  const toast = useToast();
  // Remounted after each addition, so the form starts empty again.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="faq-new-item" className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="faq-new-item" className="font-semibold text-slate-900">
        {m.newItem}
      </h2>
      <ItemForm
        key={round}
        label={m.newItem}
        defaultValues={{ question: '', answer: '' }}
        submitLabel={m.add}
        onSave={async (input) => {
          const item = await create(input).unwrap();
          toast(m.added(item.question));
          setRound((value) => value + 1);
        }}
      />
    </section>
  );
}

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
          label={m.editForm(item.question)}
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

/** The FAQ page's questions: add one, edit, move or remove each (R-FAQ-01, R-FAQ-02 hold for what the operator keeps). */
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
      <PageHeading>{m.title}</PageHeading>
      <p className="text-slate-700">{m.intro}</p>
      <NewItemForm />
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
