export { type CropImage, type CropOutput, cropToBlob } from './crop-to-blob.ts';
export { ASPECT_RATIO_CHOICES, type AspectRatioName, type StencilShape } from './cropper-options.ts';
// ImageCropperDialog is not re-exported: profile-photo-picker loads it lazily, and a static export
// here would put react-advanced-cropper back into every profile page's first load.
export type { ImageCropperDialogProps } from './image-cropper-dialog.tsx';
export {
  CHOOSE_IMAGE_MESSAGE,
  ProfilePhotoPicker,
  type ProfilePhotoPickerProps,
} from './profile-photo-picker.tsx';
export { useUploadProfilePhoto } from './use-upload-profile-photo.ts';
