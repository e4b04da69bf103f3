import type { AdminPage, AdminStaff, AdminStaffInviteInput, AdminStaffVenuesInput } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type StaffSort = 'email' | 'createdAt';

const staffChanged = (_result: unknown, error: unknown, { id }: { id: string }) =>
  error ? [] : [{ type: 'AdminStaff' as const, id }, { type: 'AdminStaff' as const, id: 'LIST' }, { type: 'AdminAudit' as const, id: 'LIST' }];

const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStaff: build.query<AdminPage<AdminStaff>, AdminListParams<StaffSort>>({
      query: (params) => ({ url: '/admin/staff', params: { ...params } }),
      providesTags: (page) => pageTags('AdminStaff', page?.items.map((staff) => staff.id) ?? []),
    }),
    inviteAdminStaff: build.mutation<AdminStaff, AdminStaffInviteInput>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminStaff', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }),
    }),
    setAdminStaffVenues: build.mutation<AdminStaff, { id: string; body: AdminStaffVenuesInput }>({
      query: ({ id, body }) => ({ url: `/admin/staff/${id}/venues`, method: 'PUT', body }),
      invalidatesTags: staffChanged,
    }),
    removeAdminStaff: build.mutation<unknown, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: `/admin/staff/${id}`, method: 'DELETE', params: { version } }),
      invalidatesTags: staffChanged,
    }),
  }),
});

export const { useGetAdminStaffQuery, useInviteAdminStaffMutation, useSetAdminStaffVenuesMutation, useRemoveAdminStaffMutation } = staffApi;
