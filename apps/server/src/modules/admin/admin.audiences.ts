import { type AudienceDeclarations, notifiesNobody } from '../../audiences.ts';
import type { EventRecorders } from '../../event-recorders.ts';
import { writeAuditRow } from './admin-audit.ts';

/** Teams and staff changes notify nobody: the audit log keeps them. */
export const adminAudiences: AudienceDeclarations<'admin.acted'> = {
  'admin.acted': notifiesNobody,
};

/** Every admin decision's event writes its audit log row (payout reviews notify their owner too). */
export const adminRecorders: EventRecorders = {
  'admin.acted': writeAuditRow,
  'payment_info.reviewed': writeAuditRow,
  'user.moderated': writeAuditRow,
  'group.reviewed': writeAuditRow,
};
