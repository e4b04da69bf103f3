import type { AdminMemberDetail } from '@venue-pass/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ScrollingTable, type ScrollingTableRow } from '../../../components/ui/scrolling-table.tsx';
import { paths } from '../../../config/paths.ts';
import { operatorFailureText } from '../form/operator-wording.ts';
import { formatCalendarDay } from '../../../lib/scheme-dates.ts';
import { formatDateTime, formatDay } from '../list/format.ts';
import { useGetAdminMemberQuery } from './api.ts';
import { MemberActions } from './member-actions.tsx';
import { memberMessages as m } from './messages.ts';

function Facts({ title, rows }: { title: string; rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Table({ caption, empty, headings, rows }: { caption: string; empty: string; headings: readonly string[]; rows: readonly ScrollingTableRow[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold text-slate-900">{caption}</h2>
      {rows.length === 0 ? <p className="text-slate-600">{empty}</p> : <ScrollingTable caption={caption} label={caption} head={headings} rows={rows} />}
    </section>
  );
}

/** The operator's word for a stored state ('NotRequired'); a state the console does not know yet is shown as stored. */
const wordOf = (words: Readonly<Record<string, string>>, state: string) => words[state] ?? state;
const yesNo = (value: boolean) => (value ? m.yes : m.no);
const dayOrNone = (iso: string | null) => (iso ? formatDay(iso) : m.none);

function MemberDetail({ member, onReload }: { member: AdminMemberDetail; onReload: () => void }) {
  const { onboarding, card } = member;
  return (
    <>
      <PageHeading>{m.fullName(member.firstName, member.lastName)}</PageHeading>
      {member.erasedAt && (
        <p role="status" className="rounded-lg bg-slate-100 p-3 font-medium text-slate-900">
          {m.erasedOn(formatDay(member.erasedAt))}
        </p>
      )}
      {member.cardBlocked && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          {m.blockedSince(dayOrNone(card.blockedAt), card.blockedReason ?? m.none)}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Facts
          title={m.details}
          rows={[
            [m.email, member.email],
            [m.cardNumber, <span className="font-mono">{member.cardNumber}</span>],
            [m.card, member.cardBlocked ? m.blocked : m.valid],
            [m.mobile, member.mobileNumber ?? m.none],
            [m.dateOfBirth, member.dateOfBirth ? formatCalendarDay(member.dateOfBirth) : m.none],
            [m.vip, yesNo(member.vip)],
            [m.source, member.registrationSource ?? m.none],
            [m.joined, formatDay(member.createdAt)],
          ]}
        />
        <Facts
          title={m.onboarding}
          rows={[
            [m.accountVerified, yesNo(onboarding.accountVerified)],
            [m.mobileVerified, yesNo(onboarding.mobileVerified)],
            [m.mailingConsent, onboarding.mailingConsentAt ? m.mailingConsentAt(formatDay(onboarding.mailingConsentAt)) : m.no],
            [m.studentVerification, wordOf(m.studentVerifications, onboarding.studentVerification)],
            [m.photoRequired, yesNo(onboarding.requirePhotoUpload)],
            [m.hasPhoto, yesNo(onboarding.hasPhoto)],
          ]}
        />
      </div>
      <MemberActions member={member} onReload={onReload} />
      <Table
        caption={m.redemptions}
        empty={m.noRedemptions}
        headings={[m.offer, m.venue, m.when, m.undone]}
        rows={member.redemptions.map((redemption) => ({
          key: redemption.id,
          cells: [redemption.offerTitle, redemption.venueName, formatDateTime(redemption.redeemedAt), yesNo(redemption.undone)],
        }))}
      />
      <Table
        caption={m.consentHistory}
        empty={m.noConsentHistory}
        headings={[m.when, m.consentPurpose, m.consentChange, m.consentSource, m.consentWording]}
        rows={member.consentHistory.map((event) => ({
          key: `${event.at}-${event.purpose}-${event.granted}`,
          cells: [
            formatDateTime(event.at),
            wordOf(m.consentPurposes, event.purpose),
            event.granted ? m.consentGranted : m.consentWithdrawn,
            wordOf(m.consentSources, event.source),
            `${event.wording} (${event.wordingVersion})`,
          ],
        }))}
      />
      <Table
        caption={m.vouchers}
        empty={m.noVouchers}
        headings={[m.promotion, m.status, m.issued, m.expires, m.redeemed]}
        rows={member.vouchers.map((voucher) => ({
          key: voucher.id,
          cells: [voucher.promotionName, wordOf(m.voucherStatuses, voucher.status), dayOrNone(voucher.issuedAt), dayOrNone(voucher.expiresAt), dayOrNone(voucher.redeemedAt)],
        }))}
      />
    </>
  );
}

/** /admin/members/{id}: everything the operator may see and do about one member. */
export function AdminMemberPage() {
  const { id = '' } = useParams();
  const { data: member, error, refetch } = useGetAdminMemberQuery(id);
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.adminMembers} className="text-sm font-medium text-violet-900 underline">
        {m.backToList}
      </Link>
      {error ? (
        <p role="alert" className="text-red-900">
          {operatorFailureText(error)}
        </p>
      ) : !member ? (
        <Loading />
      ) : (
        <MemberDetail member={member} onReload={() => void refetch()} />
      )}
    </section>
  );
}
