/** Profile answers for tests (not shipped: only *.test files import it). */
import { json } from '../../test-render.tsx';

/** profile-details of the signed-in test user (user 42, Ravi Kumar), SEBI-registered or not. */
export function ownProfileAnswer(isSebi = false): Response {
  return json(200, {
    result: {
      id: 7,
      user_id: 42,
      name: 'Ravi Kumar',
      profile_image: null,
      bio: null,
      is_sebi_registered: isSebi,
      sebi_user_type: isSebi ? 'registered_analyst' : null,
      is_own_profile: true,
      trade_counts: {
        posted_count: 0,
        followed_count: 0,
        inactive_count: 0,
        active_count: 0,
        closed_count: 0,
      },
      followers_count: 0,
      following_count: 0,
      is_followed: false,
    },
  });
}
