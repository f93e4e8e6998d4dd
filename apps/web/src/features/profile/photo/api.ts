import type { ProfilePhotoResult } from '@tradecircle/domain';
import { request } from '../../../shared/api/request.ts';

/** POST api/profile/photo/ (multipart field `image`); the server checks the bytes and the 5 MB limit. */
export function uploadProfilePhoto(image: Blob): Promise<ProfilePhotoResult> {
  const form = new FormData();
  form.append('image', image, image.type === 'image/png' ? 'profile.png' : 'profile.jpg');
  return request<ProfilePhotoResult>('api/profile/photo/', {
    method: 'POST',
    body: form,
    keepPrevious: true,
  });
}
