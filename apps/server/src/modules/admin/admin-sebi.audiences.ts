import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';
import type { EventRecorders } from '../../event-recorders.ts';
import { writeAuditRow } from './admin-audit.ts';

/**
 * sebi_registration_verified / _rejected and performance_verified / _unverified: to the expert
 * compliance decided about, the reviewer as the actor. Told even when the expert blocked the
 * reviewer: it is the platform's answer about their own registration and figures.
 */
export const sebiReviewAudiences: AudienceDeclarations<
  'sebi_registration.reviewed' | 'performance_verification.changed'
> = {
  'sebi_registration.reviewed': async (event, lookup) => {
    const reviewer = await lookup.actor(event.actorUserId);
    const verified = event.after?.verification === 'verified';
    return [
      notificationAudience(
        verified ? 'sebi_registration_verified' : 'sebi_registration_rejected',
        reviewer,
        null,
        verified
          ? 'Your SEBI registration was verified; your calls now show it as verified'
          : `Your SEBI registration was rejected: ${event.remark ?? 'no reason given'}. Your SEBI Registered badge is off until you record a corrected registration`,
        [existingUsers([event.ownerUserId])],
        { notifyActor: true },
      ),
    ];
  },
  'performance_verification.changed': async (event, lookup) => {
    const reviewer = await lookup.actor(event.actorUserId);
    const verified = event.after?.status === 'verified';
    return [
      notificationAudience(
        verified ? 'performance_verified' : 'performance_unverified',
        reviewer,
        null,
        verified
          ? `PaRRVA's verification of your performance was recorded (reference ${String(event.after?.reference)}); your figures now show as PaRRVA verified`
          : 'The PaRRVA verification of your performance was cleared; your figures show as unverified',
        [existingUsers([event.ownerUserId])],
        { notifyActor: true },
      ),
    ];
  },
};

/** Both events write their audit log row. */
export const sebiReviewRecorders: EventRecorders = {
  'sebi_registration.reviewed': writeAuditRow,
  'performance_verification.changed': writeAuditRow,
};
