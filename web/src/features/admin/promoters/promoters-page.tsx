import { AdminPromoterInputSchema, type AdminPromoter } from '@venue-pass/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Form, useSchemaForm } from '../../../components/ui/form.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { numberText } from '../form/form-values.ts';
import { formMessages } from '../form/messages.ts';
import { SaveFailureBanner, useAdminSave } from '../form/save-error.tsx';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { FilterSelect } from '../list/filter-select.tsx';
import { formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { QrPoster } from '../poster/qr-poster.tsx';
import { usePromotionChoices } from '../promotions/promotion-choices.ts';
import { useCreateAdminPromoterMutation, useGetAdminPromotersQuery, type PromoterSort } from './api.ts';
import { promoterMessages as m } from './messages.ts';

const PromoterFormSchema = z.object({ promotionId: numberText, name: z.string(), dailyQuota: numberText }).pipe(AdminPromoterInputSchema);

const columns: readonly AdminColumn<AdminPromoter, PromoterSort>[] = [
  {
    label: m.name,
    sort: 'name',
    cell: (promoter) => (
      <Link to={pathTo(paths.adminPromoter, { id: String(promoter.id) })} className="font-medium text-violet-900 underline">
        {promoter.name}
      </Link>
    ),
  },
  { label: m.promotion, cell: (promoter) => promoter.promotionName },
  { label: m.dailyQuota, cell: (promoter) => promoter.dailyQuota },
  { label: m.sentToday, cell: (promoter) => promoter.sentToday },
  { label: m.status, cell: (promoter) => (promoter.active ? m.active : m.revoked) },
  { label: m.created, sort: 'createdAt', cell: (promoter) => formatDay(promoter.createdAt) },
];

interface NewPromoterFormProps {
  promotionId: string;
  promotions: Array<{ value: string; label: string }>;
  onCreated: (promoter: AdminPromoter) => void;
}

function NewPromoterForm({ promotionId, promotions, onCreated }: NewPromoterFormProps) {
  const [create] = useCreateAdminPromoterMutation();
  const form = useSchemaForm(PromoterFormSchema, { defaultValues: { promotionId, name: '', dailyQuota: '50' } });
  const { failure, submit, invalid } = useAdminSave(form.setError, async (input: z.output<typeof PromoterFormSchema>) => {
    onCreated(await create(input).unwrap());
    form.reset({ promotionId: String(input.promotionId), name: '', dailyQuota: String(input.dailyQuota) });
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} summarisesErrors aria-labelledby="new-promoter" className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="new-promoter" className="font-semibold text-slate-900">
        {m.newPromoter}
      </h2>
      <SaveFailureBanner failure={failure} />
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField
          label={m.promotion}
          options={[{ value: '', label: m.choosePromotion }, ...promotions]}
          registration={form.register('promotionId')}
          error={errors.promotionId?.message}
        />
        <TextField label={m.name} registration={form.register('name')} error={errors.name?.message} />
        <TextField label={m.dailyQuota} inputMode="numeric" registration={form.register('dailyQuota')} error={errors.dailyQuota?.message} />
      </div>
      <div>
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? formMessages.saving : formMessages.create}
        </button>
      </div>
    </Form>
  );
}

/** The promoters, by promotion (?promotionId=), and a form for a new one whose link and code show once it is made. */
export function AdminPromotersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const promotionId = searchParams.get('promotionId') ?? '';
  const promotions = usePromotionChoices();
  const list = useAdminList<PromoterSort>('name');
  const result = useGetAdminPromotersQuery({ ...list.params, ...(promotionId ? { promotionId: Number(promotionId) } : {}) });
  const [created, setCreated] = useState<AdminPromoter | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      {/* Made again once the promotions arrive, so the select can show the one the address names. */}
      <NewPromoterForm key={promotions.length} promotionId={promotionId} promotions={promotions} onCreated={setCreated} />
      {created && (
        <section aria-labelledby="created-promoter" className="flex flex-col gap-2 rounded-xl bg-green-50 p-4">
          <h2 id="created-promoter" className="font-semibold text-green-900">
            {m.createdTitle(created.name)}
          </h2>
          <p role="status" className="text-slate-800">
            {m.createdText}
          </p>
          <QrPoster title={created.name} link={created.link} caption={m.posterCaption} />
          <Link to={pathTo(paths.adminPromoter, { id: String(created.id) })} className="font-medium text-violet-900 underline">
            {m.open}
          </Link>
        </section>
      )}
      <AdminList
        caption={m.caption}
        searchLabel={m.search}
        list={list}
        columns={columns}
        rowKey={(promoter) => promoter.id}
        result={result}
        filters={
          <FilterSelect
            label={m.promotion}
            value={promotionId}
            options={[{ value: '', label: m.allPromotions }, ...promotions]}
            onChange={(value) => {
              setSearchParams(value ? { promotionId: value } : {}, { replace: true });
              list.restart();
            }}
          />
        }
      />
    </section>
  );
}
