import type { AdminMemberDetail, AdminPage, AdminVipAddInput, AdminVipMember } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

const vipApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminVip: build.query<AdminPage<AdminVipMember>, AdminListParams<'email'>>({
      query: (params) => ({ url: '/admin/vip', params: { ...params } }),
      providesTags: (page) => pageTags('AdminVip', page?.items.map((member) => member.memberId) ?? []),
    }),
    addAdminVip: build.mutation<AdminMemberDetail, AdminVipAddInput>({
      query: (body) => ({ url: '/admin/vip', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminVip', id: 'LIST' }, { type: 'AdminMember', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }),
    }),
    // The list does not carry the member's version, which the removal must name: it is read first.
    removeAdminVip: build.mutation<unknown, string>({
      async queryFn(memberId, _api, _extra, baseQuery) {
        const member = await baseQuery(`/admin/members/${memberId}`);
        if (member.error) return { error: member.error };
        const { version } = member.data as AdminMemberDetail;
        const removed = await baseQuery({ url: `/admin/vip/${memberId}`, method: 'DELETE', params: { version } });
        return removed.error ? { error: removed.error } : { data: removed.data };
      },
      invalidatesTags: (_result, error, memberId) =>
        error ? [] : [{ type: 'AdminVip', id: 'LIST' }, { type: 'AdminMember', id: memberId }, { type: 'AdminAudit', id: 'LIST' }],
    }),
  }),
});

export const { useGetAdminVipQuery, useAddAdminVipMutation, useRemoveAdminVipMutation } = vipApi;
