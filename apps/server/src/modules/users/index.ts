export { expertFeeBpsOf, expertMarginCount, expertMargins, setExpertFeeBps } from './expert-margin.ts';
export { liveAccount, lockLiveAccounts } from './live-account.ts';
export {
  changePerformanceVerification,
  findPerformanceVerification,
  performanceVerificationQueue,
} from './performance-verification.service.ts';
export { presentProfileDetail } from './profile.presenter.ts';
export { profilePhotoRoutes } from './profile-photo.routes.ts';
export { removeStoredFiles, storedPhotoKey } from './profile-photo.service.ts';
export { sebiBadgeSql } from './sebi-badge.ts';
export { sebiRegisteredOnly } from './sebi-registered-only.ts';
export { sebiRegistrationRoutes } from './sebi-registration.routes.ts';
export { findSebiRegistration } from './sebi-registration.service.ts';
export { decideSebiRegistration, sebiReviewQueue } from './sebi-review.service.ts';
export {
  type AccountStanding,
  accountStandings,
  lockAccountStanding,
  presentSuspension,
  refuseSuspendedSignIn,
  writeSuspension,
} from './suspension.ts';
export {
  findOrCreateUserByFirebaseUid,
  findOrCreateUserByPhone,
  findProfileByUserId,
  findUserById,
  markUserVerified,
  type ProfileRow,
  profileJoin,
  type UserRow,
  upsertProfile,
} from './users.repository.ts';
export { resolveViewer, type Viewer } from './viewer.ts';
