import type { AdminPage, AuditEntityType, AuditEntry } from '@venue-pass/contracts';
import { adminApi } from '../admin-api.ts';

export interface AuditQuery {
  entityType?: AuditEntityType;
  actor?: string;
  cursor?: string;
}

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminAudit: build.query<AdminPage<AuditEntry>, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params: { ...params } }),
      providesTags: [{ type: 'AdminAudit', id: 'LIST' }],
    }),
  }),
});

export const { useGetAdminAuditQuery } = auditApi;
