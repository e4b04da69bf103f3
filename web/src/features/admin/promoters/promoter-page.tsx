import { AdminPromoterInputSchema, type AdminPromoter, type AdminPromoterSend } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { useAdminForm } from '../form/admin-form.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { numberText } from '../form/form-values.ts';
import { formMessages } from '../form/messages.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { RequiredNote } from '../form/required-note.tsx';
import { SaveFailureBanner, readSaveFailure, useAdminSave, type SaveFailure } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDateTime, formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { QrPoster } from '../poster/qr-poster.tsx';
import { usePromotionChoices } from '../promotions/promotion-choices.ts';
import { useToast } from '../toast/toasts.tsx';
import { useCreateAdminPromoterMutation, useGetAdminPromoterQuery, useGetAdminPromoterSendsQuery, useRevokeAdminPromoterMutation } from './api.ts';
import { promoterMessages as m } from './messages.ts';

const sendColumns: readonly AdminColumn<AdminPromoterSend, 'createdAt'>[] = [
  { label: m.when, sort: 'createdAt', cell: (send) => formatDateTime(send.createdAt) },
  { label: m.phone, cell: (send) => send.maskedPhoneNumber ?? '—' },
  { label: m.outcome, cell: (send) => m.outcomes[send.outcome] },
];

function Sends({ id }: { id: number }) {
  const list = useAdminList<'createdAt'>('createdAt', 'desc');
  const result = useGetAdminPromoterSendsQuery({ ...list.params, id });
  return (
    <section aria-labelledby="promoter-sends" className="flex flex-col gap-2">
      <h2 id="promoter-sends" className="font-semibold text-slate-900">
        {m.sends}
      </h2>
      <AdminList caption={m.sendsCaption} searchLabel={m.searchSends} list={list} columns={sendColumns} rowKey={(send) => send.id} result={result} />
    </section>
  );
}

function Revoke({ promoter, onReload }: { promoter: AdminPromoter; onReload: () => void }) {
  const [revoke] = useRevokeAdminPromoterMutation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  return (
    <section className="flex flex-col items-start gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-slate-700">{m.revokeText}</p>
      <SaveFailureBanner failure={failure} onReload={onReload} />
      <button type="button" className={buttonClasses('danger-secondary')} onClick={() => setAsking(true)}>
        {m.revoke}
      </button>
      {asking && (
        <ConfirmDialog
          title={m.revokeTitle}
          subtitle={promoter.name}
          confirmLabel={m.revoke}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            setFailure(null);
            try {
              await revoke({ id: promoter.id, body: { version: promoter.version } }).unwrap();
              toast(m.revokedToast(promoter.name));
            } catch (error) {
              setFailure(readSaveFailure(error, () => undefined));
            }
            setAsking(false);
          }}
        >
          <p>{m.revokeText}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

const PromoterFormSchema = z.object({ promotionId: numberText, name: z.string(), dailyQuota: numberText }).pipe(AdminPromoterInputSchema);

function PromoterForm({ promotionId, promotions }: { promotionId: string; promotions: Array<{ value: string; label: string }> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateAdminPromoterMutation();
  const form = useAdminForm(PromoterFormSchema, { defaultValues: { promotionId, name: '', dailyQuota: '50' } }, m.fieldErrors);
  const { failure, submit, invalid } = useAdminSave(
    form.setError,
    async (input: z.output<typeof PromoterFormSchema>) => {
      const promoter = await create(input).unwrap();
      toast(m.createdToast(promoter.name));
      navigate(pathTo(paths.adminPromoter, { id: String(promoter.id) }), { replace: true });
    },
    m.fieldErrors,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors className="flex flex-col gap-4">
      <SaveFailureBanner failure={failure} />
      <RequiredNote />
      <SelectField
        label={m.promotion}
        required
        options={[{ value: '', label: m.choosePromotion }, ...promotions]}
        registration={form.register('promotionId')}
        error={errors.promotionId?.message}
      />
      <TextField label={m.name} hint={m.nameHint} required registration={form.register('name')} error={errors.name?.message} />
      <TextField label={m.dailyQuota} required inputMode="numeric" registration={form.register('dailyQuota')} error={errors.dailyQuota?.message} />
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? formMessages.saving : formMessages.create}
        </button>
      </div>
    </Form>
  );
}

/** /admin/promoters/new?promotionId=: a new promoter, for the promotion the address names if it names one. */
function NewPromoter() {
  const [searchParams] = useSearchParams();
  const promotions = usePromotionChoices();
  return (
    <>
      <PageHeading>{m.newPromoter}</PageHeading>
      <p className="text-slate-700">{m.linkAfterCreate}</p>
      {/* Made again once the promotions arrive, so the select can show the one the address names. */}
      <PromoterForm key={promotions.length} promotionId={searchParams.get('promotionId') ?? ''} promotions={promotions} />
    </>
  );
}

function PromoterDetail({ id }: { id: number }) {
  const { data: promoter, error, refetch } = useGetAdminPromoterQuery(id);
  if (error) {
    return (
      <p role="alert" className="text-red-900">
        {operatorFailureText(error)}
      </p>
    );
  }
  if (!promoter) {
    return <Loading />;
  }
  return (
    <>
      <PageHeading>{m.detailTitle(promoter.name)}</PageHeading>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{m.promotion}</dt>
        <dd>{promoter.promotionName}</dd>
        <dt className="font-medium text-slate-700">{m.dailyQuota}</dt>
        <dd>{promoter.dailyQuota}</dd>
        <dt className="font-medium text-slate-700">{m.sentToday}</dt>
        <dd>{promoter.sentToday}</dd>
        <dt className="font-medium text-slate-700">{m.status}</dt>
        <dd>{promoter.active ? m.active : m.revoked}</dd>
      </dl>
      {promoter.active ? (
        <>
          <p className="text-slate-700">{m.createdText}</p>
          <QrPoster title={promoter.name} link={promoter.link} caption={m.posterCaption} />
          <Revoke promoter={promoter} onReload={() => void refetch()} />
        </>
      ) : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          {m.revokedOn(promoter.revokedAt ? formatDay(promoter.revokedAt) : '—')}
        </p>
      )}
      <Sends id={promoter.id} />
    </>
  );
}

/** /admin/promoters/new creates a promoter; /admin/promoters/{id} shows its link and code while it sends, revoking it, and every send from it. */
export function AdminPromoterPage() {
  const { id = '' } = useParams();
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.adminPromoters} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {id === 'new' ? <NewPromoter /> : <PromoterDetail id={Number(id)} />}
    </section>
  );
}
