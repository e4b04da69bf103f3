import type { AdminMemberSummary } from '@venue-pass/contracts';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths, pathTo } from '../../../config/paths.ts';
import { AdminList, type AdminColumn } from '../list/admin-list.tsx';
import { formatDay } from '../list/format.ts';
import { useAdminList } from '../list/use-admin-list.ts';
import { useGetAdminMembersQuery, type MemberSort } from './api.ts';
import { memberMessages as m } from './messages.ts';

const columns: readonly AdminColumn<AdminMemberSummary, MemberSort>[] = [
  {
    label: m.name,
    sort: 'lastName',
    cell: (member) => (
      <Link to={pathTo(paths.adminMember, { id: member.id })} className="font-medium text-violet-900 underline">
        {m.fullName(member.firstName, member.lastName)}
      </Link>
    ),
  },
  { label: m.email, sort: 'email', cell: (member) => member.email },
  { label: m.cardNumber, cell: (member) => <span className="font-mono">{member.cardNumber}</span> },
  { label: m.card, cell: (member) => (member.cardBlocked ? m.blocked : m.valid) },
  { label: m.joined, sort: 'createdAt', cell: (member) => formatDay(member.createdAt) },
];

export function AdminMembersPage() {
  const list = useAdminList<MemberSort>('email');
  const result = useGetAdminMembersQuery(list.params);
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{m.title}</PageHeading>
      <AdminList caption={m.caption} searchLabel={m.search} list={list} columns={columns} rowKey={(member) => member.id} result={result} />
    </section>
  );
}
