import { request } from '../../../api/request.ts';

export interface ProfilePhotoAnswer {
  /** The photo's stable address, now the profile's profile_image. */
  profile_image: string;
}

/** POST api/profile/photo/ (multipart field `image`); the server checks the bytes and the 5 MB limit. */
export function uploadProfilePhoto(image: Blob): Promise<ProfilePhotoAnswer> {
  const form = new FormData();
  form.append('image', image, image.type === 'image/png' ? 'profile.png' : 'profile.jpg');
  return request<ProfilePhotoAnswer>('api/profile/photo/', {
    method: 'POST',
    body: form,
    keepPrevious: true,
  });
}
