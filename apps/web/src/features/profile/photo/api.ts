import { type ProfilePhotoResult, USER_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

/** POST api/profile/photo/ (multipart field `image`); the server checks the bytes and the 5 MB limit. */
export function uploadProfilePhoto(image: Blob): Promise<ProfilePhotoResult> {
  const form = new FormData();
  form.append('image', image, image.type === 'image/png' ? 'profile.png' : 'profile.jpg');
  return call(USER_ENDPOINTS.uploadProfilePhoto, { body: form, keepPrevious: true });
}
