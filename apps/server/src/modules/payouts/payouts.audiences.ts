import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';

/**
 * payment_info_verified / payment_info_rejected: to the owner of the payout information staff
 * decided, the reviewer as the actor. Told even when the owner blocked the reviewer (or is the
 * reviewer): it is the platform's answer about their own information.
 */
export const payoutAudiences: AudienceDeclarations<'payment_info.reviewed'> = {
  'payment_info.reviewed': async (event, lookup) => {
    const reviewer = await lookup.actor(event.actorUserId);
    const verified = event.after?.verification_status === 'Verified';
    return [
      notificationAudience(
        verified ? 'payment_info_verified' : 'payment_info_rejected',
        reviewer,
        null,
        verified
          ? 'Your payment information was verified; your Premium groups can now take payments'
          : `Your payment information was rejected: ${event.remark ?? 'no reason given'}. Correct it to send it for review again`,
        [existingUsers([event.ownerUserId])],
        { notifyActor: true },
      ),
    ];
  },
};
