import type { AdminBlockCardInput, AdminMemberChangeInput, AdminMemberDetail, AdminMemberExport, AdminMemberSummary, AdminPage } from '@venue-pass/contracts';
import { adminApi, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type MemberSort = 'email' | 'lastName' | 'createdAt';

type MemberChange<Body> = { id: string; body: Body };

/** A change of one member refreshes them, the search results and the audit log, once it succeeded. */
const memberChanged = (_result: unknown, error: unknown, { id }: { id: string }) =>
  error ? [] : [{ type: 'AdminMember' as const, id }, { type: 'AdminMember' as const, id: 'LIST' }, { type: 'AdminAudit' as const, id: 'LIST' }];

const membersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminMembers: build.query<AdminPage<AdminMemberSummary>, AdminListParams<MemberSort>>({
      query: (params) => ({ url: '/admin/members', params: { ...params } }),
      providesTags: (page) => pageTags('AdminMember', page?.items.map((member) => member.id) ?? []),
    }),
    getAdminMember: build.query<AdminMemberDetail, string>({
      query: (id) => `/admin/members/${id}`,
      providesTags: (_member, _error, id) => [{ type: 'AdminMember', id }],
    }),
    exportAdminMember: build.query<AdminMemberExport, string>({
      query: (id) => `/admin/members/${id}/export`,
      // Personal data: fetched for the download only, not kept.
      keepUnusedDataFor: 0,
    }),
    resendAdminMemberVerification: build.mutation<{ sentTo: string }, string>({
      query: (id) => ({ url: `/admin/members/${id}/resend-verification`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'AdminAudit', id: 'LIST' }]),
    }),
    blockAdminMemberCard: build.mutation<AdminMemberDetail, MemberChange<AdminBlockCardInput>>({
      query: ({ id, body }) => ({ url: `/admin/members/${id}/block`, method: 'POST', body }),
      invalidatesTags: memberChanged,
    }),
    unblockAdminMemberCard: build.mutation<AdminMemberDetail, MemberChange<AdminMemberChangeInput>>({
      query: ({ id, body }) => ({ url: `/admin/members/${id}/unblock`, method: 'POST', body }),
      invalidatesTags: memberChanged,
    }),
    eraseAdminMember: build.mutation<null, MemberChange<AdminMemberChangeInput>>({
      query: ({ id, body }) => ({ url: `/admin/members/${id}/erase`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'AdminMember', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetAdminMembersQuery,
  useGetAdminMemberQuery,
  useLazyExportAdminMemberQuery,
  useResendAdminMemberVerificationMutation,
  useBlockAdminMemberCardMutation,
  useUnblockAdminMemberCardMutation,
  useEraseAdminMemberMutation,
} = membersApi;
