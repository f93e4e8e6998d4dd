/** The audit log of admin decisions (super admins only; docs/api.md "Admin"). */
import { ADMIN_ENDPOINTS, type AuditEntry, type AuditLogQuery } from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type { AuditEntry, AuditLogQuery };

/** A page of the log, newest first, narrowed by the filters given (a 400 names the bad filter). */
export function fetchAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return call(ADMIN_ENDPOINTS.auditLog, { query, signal, handledStatuses: [400] });
}
