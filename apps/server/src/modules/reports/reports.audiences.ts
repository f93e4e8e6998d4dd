import { type AudienceDeclarations, notifiesNobody } from '../../audiences.ts';

/**
 * A report's publication and purchase notify nobody: the author hears of a sale through the
 * payment's own event (payment.received), and the buyer sees the report among their downloads.
 */
export const reportAudiences: AudienceDeclarations<'report.published' | 'report.purchased'> = {
  'report.published': notifiesNobody,
  'report.purchased': notifiesNobody,
};
