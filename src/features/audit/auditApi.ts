import { api } from '../../app/api';
import { fromPort } from '../../app/portQuery';
import type { AuditPage, AuditQuery } from '../../backend/port/audit';

/** One page of the audit log, newest first, as filtered. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditPage: build.query<AuditPage, AuditQuery>({
      queryFn: (query, { extra }) => fromPort(extra, (backend) => backend.audit.page(query)),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditPageQuery } = auditApi;
