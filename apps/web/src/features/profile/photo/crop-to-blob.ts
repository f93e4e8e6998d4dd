import type { CropperRef } from 'react-advanced-cropper';

export type CroppedImageType = 'image/png' | 'image/jpeg';

export interface CropOutput {
  type: CroppedImageType;
  /** The longest side of the result in pixels; larger crops are scaled down. */
  maxSize: number;
  /** JPEG quality, 0 to 1. */
  quality?: number;
}

/** Draws the cropper's current crop (rotation and flips included) and encodes it as a file. */
export type CropImage = (cropper: CropperRef | null, output: CropOutput) => Promise<Blob>;

const JPEG_QUALITY = 0.9;

export const cropToBlob: CropImage = (cropper, { type, maxSize, quality = JPEG_QUALITY }) =>
  new Promise((resolve, reject) => {
    const canvas = cropper?.getCanvas({ maxWidth: maxSize, maxHeight: maxSize });
    if (!canvas) {
      reject(new Error('The image is not ready to crop'));
      return;
    }
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be encoded'))),
      type,
      quality,
    );
  });

/** PNG stays PNG (it may be transparent); every other picture becomes a JPEG. */
export function croppedTypeFor(source: Blob): CroppedImageType {
  return source.type === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** The picker's check before the cropper opens: the browser must call the file an image. */
export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}
