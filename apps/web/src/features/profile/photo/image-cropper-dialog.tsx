import 'react-advanced-cropper/dist/style.css';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { CROPPER_DIALOG_WIDTH_PX } from '@tradecircle/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { CircleStencil, Cropper, type CropperRef, RectangleStencil } from 'react-advanced-cropper';
import { notify } from '../../../shared/api/app-bridge.ts';
import { type CropImage, croppedTypeFor, cropToBlob } from './crop-to-blob.ts';
import { type AspectRatioName, type StencilShape, stencilAspectRatio } from './cropper-options.ts';
import { CropperToolbar } from './cropper-toolbar.tsx';

export const CROPPER_UNREADABLE_MESSAGE = 'This file could not be read as an image';
export const CROP_FAILED_MESSAGE = 'The picture could not be cropped. Please try another image.';
const DEFAULT_MAX_OUTPUT_PX = 1024;

export interface ImageCropperDialogProps {
  open: boolean;
  /** The picture to crop, e.g. the file the user chose. */
  image: Blob | null;
  title?: string;
  /** The stencil the dialog opens with; the user can switch. */
  initialShape?: StencilShape;
  /** The rectangle's aspect ratio the dialog opens with. */
  initialAspectRatio?: AspectRatioName;
  /** Longest side of the result in pixels. */
  maxOutputSize?: number;
  /** The caller is storing the result: Save shows progress and the dialog cannot be dismissed. */
  saving?: boolean;
  onCancel: () => void;
  /** The cropped picture: PNG for a PNG source, else JPEG. */
  onSave: (cropped: Blob) => void;
  /** The browser could not decode the file. */
  onImageError?: () => void;
  /** The crop-to-file step (a canvas in the browser); tests replace it. */
  cropImage?: CropImage;
}

/**
 * Image cropper (trades.md §2): rotate, flip, circle or rectangle stencil, aspect ratio for the
 * rectangle, Save and Cancel. 600 wide; full screen under 768 px.
 */
export function ImageCropperDialog({
  open,
  onCancel,
  saving = false,
  title = 'Crop image',
  ...props
}: ImageCropperDialogProps) {
  const isFullScreen = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      fullScreen={isFullScreen}
      maxWidth={false}
      slotProps={{
        paper: { sx: isFullScreen ? {} : { width: CROPPER_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {props.image && (
        <CropperContent
          {...props}
          image={props.image}
          saving={saving}
          onCancel={onCancel}
          isFullScreen={isFullScreen}
        />
      )}
    </Dialog>
  );
}

type CropperContentProps = Omit<ImageCropperDialogProps, 'open' | 'title' | 'image'> & {
  image: Blob;
  saving: boolean;
  isFullScreen: boolean;
};

function CropperContent({
  image,
  initialShape = 'rectangle',
  initialAspectRatio = 'Free',
  maxOutputSize = DEFAULT_MAX_OUTPUT_PX,
  saving,
  onCancel,
  onSave,
  onImageError,
  cropImage = cropToBlob,
  isFullScreen,
}: CropperContentProps) {
  const source = useObjectUrl(image);
  const cropper = useRef<CropperRef>(null);
  const [shape, setShape] = useState<StencilShape>(initialShape);
  const [aspectRatio, setAspectRatio] = useState<AspectRatioName>(initialAspectRatio);
  const [isReady, setIsReady] = useState(false);
  const [isUnreadable, setIsUnreadable] = useState(false);
  const [isCropping, setIsCropping] = useState(false);

  const handleSave = async () => {
    setIsCropping(true);
    try {
      const cropped = await cropImage(cropper.current, {
        type: croppedTypeFor(image),
        maxSize: maxOutputSize,
      });
      onSave(cropped);
    } catch {
      notify(CROP_FAILED_MESSAGE, 'error');
    } finally {
      setIsCropping(false);
    }
  };

  return (
    <>
      <DialogContent
        dividers
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, ...(isFullScreen ? { minHeight: 0 } : {}) }}
      >
        {isUnreadable ? (
          <Alert severity="error">{CROPPER_UNREADABLE_MESSAGE}</Alert>
        ) : (
          <Box sx={{ height: isFullScreen ? 'auto' : 400, flex: isFullScreen ? 1 : 'none', minHeight: 240 }}>
            {source && (
              <Cropper
                ref={cropper}
                src={source}
                // Reading the EXIF orientation would fetch the blob: URL, which the app's CSP
                // (connect-src) refuses, and the image would never load; browsers turn photos
                // upright themselves when drawing them.
                checkOrientation={false}
                stencilComponent={shape === 'circle' ? CircleStencil : RectangleStencil}
                stencilProps={{ aspectRatio: stencilAspectRatio(shape, aspectRatio), grid: true }}
                onReady={() => setIsReady(true)}
                onError={() => {
                  setIsUnreadable(true);
                  onImageError?.();
                }}
                style={{ height: '100%' }}
              />
            )}
          </Box>
        )}
        <CropperToolbar
          shape={shape}
          aspectRatio={aspectRatio}
          disabled={!isReady || isUnreadable}
          onRotate={(degrees) => cropper.current?.rotateImage(degrees)}
          onFlip={(horizontal, vertical) => cropper.current?.flipImage(horizontal, vertical)}
          onShapeChange={setShape}
          onAspectRatioChange={setAspectRatio}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={!isReady || isUnreadable}
          loading={isCropping || saving}
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}

/** An object URL for `blob` while it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
