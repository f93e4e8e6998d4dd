export { type CropImage, type CropOutput, cropToBlob } from './crop-to-blob.ts';
export { ASPECT_RATIO_CHOICES, type AspectRatioName, type StencilShape } from './cropper-options.ts';
export { ImageCropperDialog, type ImageCropperDialogProps } from './image-cropper-dialog.tsx';
export {
  CHOOSE_IMAGE_MESSAGE,
  ProfilePhotoPicker,
  type ProfilePhotoPickerProps,
} from './profile-photo-picker.tsx';
export { useUploadProfilePhoto } from './use-upload-profile-photo.ts';
