export { presentProfileDetail } from './profile.presenter.ts';
export { profilePhotoRoutes } from './profile-photo.routes.ts';
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
