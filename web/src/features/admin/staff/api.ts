import type { AdminPage, AdminStaff, AdminStaffInviteInput, AdminStaffVenuesInput } from '@venue-pass/contracts';
import { adminApi, afterSuccess, pageTags } from '../admin-api.ts';
import { areaApi, type ConsoleArea } from '../area/console-area.ts';
import type { AdminListParams } from '../list/use-admin-list.ts';

export type StaffSort = 'email' | 'createdAt';

const staffChanged = (_result: unknown, error: unknown, { id }: { id: string }) =>
  error ? [] : [{ type: 'AdminStaff' as const, id }, { type: 'AdminStaff' as const, id: 'LIST' }, { type: 'AdminAudit' as const, id: 'LIST' }];

const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStaff: build.query<AdminPage<AdminStaff>, AdminListParams<StaffSort> & { area: ConsoleArea }>({
      query: ({ area, ...params }) => ({ url: `${areaApi[area]}/staff`, params: { ...params } }),
      providesTags: (page) => pageTags('AdminStaff', page?.items.map((staff) => staff.id) ?? []),
    }),
    inviteAdminStaff: build.mutation<AdminStaff, { area: ConsoleArea; body: AdminStaffInviteInput }>({
      query: ({ area, body }) => ({ url: `${areaApi[area]}/staff`, method: 'POST', body }),
      invalidatesTags: afterSuccess({ type: 'AdminStaff', id: 'LIST' }, { type: 'AdminAudit', id: 'LIST' }),
    }),
    setAdminStaffVenues: build.mutation<AdminStaff, { area: ConsoleArea; id: string; body: AdminStaffVenuesInput }>({
      query: ({ area, id, body }) => ({ url: `${areaApi[area]}/staff/${id}/venues`, method: 'PUT', body }),
      invalidatesTags: staffChanged,
    }),
    removeAdminStaff: build.mutation<unknown, { area: ConsoleArea; id: string; version: number }>({
      query: ({ area, id, version }) => ({ url: `${areaApi[area]}/staff/${id}`, method: 'DELETE', params: { version } }),
      invalidatesTags: staffChanged,
    }),
  }),
});

export const { useGetAdminStaffQuery, useInviteAdminStaffMutation, useSetAdminStaffVenuesMutation, useRemoveAdminStaffMutation } = staffApi;
