/** Query keys and the hook of the audit log. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../hooks.ts';
import { type AuditLogQuery, fetchAuditLog } from './api.ts';

export const auditLogKeys = {
  /** Every page of the log: what a change made on another admin screen reads again. */
  all: () => [...adminKeys.all, 'audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditLogKeys.all(), query] as const,
};

/** One page of the log; the last page stays on screen while the next loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: auditLogKeys.page(query),
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
