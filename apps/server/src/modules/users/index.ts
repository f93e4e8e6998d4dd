export { presentProfileDetail } from './profile.presenter.ts';
export { profilePhotoRoutes } from './profile-photo.routes.ts';
export { sebiRegisteredOnly } from './sebi-registered-only.ts';
export { sebiRegistrationRoutes } from './sebi-registration.routes.ts';
export { findSebiRegistration } from './sebi-registration.service.ts';
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
