import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';

/** following_you: the followee hears of a new follower. */
export const followAudiences: AudienceDeclarations<'user.followed'> = {
  'user.followed': async (event, lookup) => {
    const follower = await lookup.actor(event.followerUserId);
    return [
      notificationAudience('following_you', follower, null, `${follower.name} started following you`, [
        existingUsers([event.followeeUserId]),
      ]),
    ];
  },
  // Notifies nobody: fan-out.ts takes the blocked user's notifications out of the blocker's list.
};
