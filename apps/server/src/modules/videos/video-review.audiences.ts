import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';
import { reviewedTitle } from './video-review.ts';

/**
 * video_verified / video_rejected / playlist_verified / playlist_rejected: to the owner of what staff
 * decided, the reviewer as the actor, the rejection with its remark. Told even when the owner blocked
 * the reviewer: it is the platform's answer about their own video. One deleted meanwhile notifies
 * nobody.
 */
export const videoReviewAudiences: AudienceDeclarations<'video.reviewed'> = {
  'video.reviewed': async (event, lookup) => {
    const kind = event.targetType === 'playlist' ? 'playlist' : 'video';
    const title = await reviewedTitle(lookup.db, kind, event.targetId);
    if (title === undefined) return [];
    const reviewer = await lookup.actor(event.actorUserId);
    const verified = event.after?.status === 'Verified';
    const noun = kind === 'video' ? 'video' : 'playlist';
    return [
      notificationAudience(
        `${kind}_${verified ? 'verified' : 'rejected'}`,
        reviewer,
        null,
        verified
          ? `Your ${noun} ${title} was verified and is now shown to everyone`
          : `Your ${noun} ${title} was rejected: ${event.remark ?? 'no reason given'}. Edit it to send it for review again`,
        [existingUsers([event.ownerUserId])],
        { notifyActor: true },
      ),
    ];
  },
};
