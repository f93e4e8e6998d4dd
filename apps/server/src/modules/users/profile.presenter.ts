import type { ProfileRow } from './users.repository.ts';

export function presentProfileDetail(profile: ProfileRow) {
  return {
    id: profile.id,
    user_id: profile.userId,
    name: profile.name,
    profile_image: profile.profileImage,
    is_sebi_registered: profile.isSebiRegistered,
    sebi_user_type: profile.sebiUserType,
  };
}
