import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, IconButton, Tooltip } from '@mui/material';
import { type ChangeEvent, lazy, useRef, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, reactionFor, serverMessage } from '../../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../../shared/api/request.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { type CropImage, isImageFile } from './crop-to-blob.ts';
import { useUploadProfilePhoto } from './use-upload-profile-photo.ts';

// The cropper (react-advanced-cropper and its stylesheet) loads once a photo has been chosen.
const ImageCropperDialog = lazy(() =>
  withTimeout(import('./image-cropper-dialog.tsx')).then((m) => ({ default: m.ImageCropperDialog })),
);

/** Shown when a chosen file is not a picture (trades.md §5: profile photo, image files only). */
export const CHOOSE_IMAGE_MESSAGE = 'Please choose an image file';
export const PHOTO_UPDATED_MESSAGE = 'Profile photo updated';
const UPLOAD_FAILED_FALLBACK = 'The photo could not be saved. Please try again.';
export const PROFILE_PHOTO_CROPPER_TITLE = 'Crop profile photo';

export interface ProfilePhotoPickerProps {
  /** The profile's name, for the initials shown without a photo. */
  name: string;
  /** The current photo's address, or null. */
  image: string | null;
  size?: number;
  /** After the server stored the new photo; `profileImage` is its address. */
  onChanged?: (profileImage: string) => void;
  /** The crop-to-file step, passed to the cropper; tests replace it. */
  cropImage?: CropImage;
}

/**
 * The own profile's photo with a camera button: choose an image file, crop it to a circle, upload.
 * Non-image files are refused before the cropper opens; files the browser cannot decode after.
 */
export function ProfilePhotoPicker({
  name,
  image,
  size = 96,
  onChanged,
  cropImage,
}: ProfilePhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadProfilePhoto();

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      notify(CHOOSE_IMAGE_MESSAGE, 'error');
      return;
    }
    setChosen(file);
  };

  const handleSave = (cropped: Blob) => {
    upload.mutate(cropped, {
      onSuccess: ({ profile_image }) => {
        notify(PHOTO_UPDATED_MESSAGE, 'success');
        setChosen(null);
        onChanged?.(profile_image);
      },
      onError: notifyUploadFailure,
    });
  };

  return (
    <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <UserAvatar name={name} image={image} size={size} />
      <Tooltip title="Change profile photo">
        <IconButton
          aria-label="Change profile photo"
          onClick={() => input.current?.click()}
          size="small"
          sx={{
            position: 'absolute',
            right: -4,
            bottom: -4,
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          <PhotoCameraIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Profile photo file"
        onChange={handleChoose}
        hidden
      />
      <OnceOpened open={chosen !== null}>
        <ImageCropperDialog
          open={chosen !== null}
          image={chosen}
          title={PROFILE_PHOTO_CROPPER_TITLE}
          initialShape="circle"
          initialAspectRatio="1:1"
          saving={upload.isPending}
          onCancel={() => setChosen(null)}
          onSave={handleSave}
          onImageError={() => {
            setChosen(null);
            notify(CHOOSE_IMAGE_MESSAGE, 'error');
          }}
          cropImage={cropImage}
        />
      </OnceOpened>
    </Box>
  );
}

/** The shared catalogue already shows 400s (the server's message) and sign-outs; the rest shows here. */
function notifyUploadFailure(error: unknown): void {
  if (isAbortError(error) || error instanceof SessionExpiredError) return;
  if (error instanceof HttpError && reactionFor(error.status, error.body).message !== null) return;
  const message = error instanceof HttpError ? serverMessage(error.body) : null;
  notify(message ?? UPLOAD_FAILED_FALLBACK, 'error');
}
