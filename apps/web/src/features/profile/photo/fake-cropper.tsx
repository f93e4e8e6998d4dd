/**
 * A stand-in for react-advanced-cropper in tests (not shipped: only *.test files import it). jsdom
 * decodes no images, so the real cropper never becomes ready there; this one reports ready (or an
 * unreadable image) at once, shows its stencil settings as data attributes and records the calls.
 */
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { vi } from 'vitest';

export const fakeCropper = {
  rotateImage: vi.fn(),
  flipImage: vi.fn(),
  getCanvas: vi.fn(),
  /** What the next mounted cropper reports: a decoded image, or one the browser cannot read. */
  nextLoad: 'ready' as 'ready' | 'error',
  reset() {
    this.rotateImage.mockReset();
    this.flipImage.mockReset();
    this.getCanvas.mockReset();
    this.nextLoad = 'ready';
  },
};

export function CircleStencil() {
  return null;
}

export function RectangleStencil() {
  return null;
}

interface FakeCropperProps {
  ref?: Ref<unknown>;
  src: string;
  stencilComponent: unknown;
  stencilProps?: { aspectRatio?: number };
  onReady?: (cropper: unknown) => void;
  onError?: (cropper: unknown) => void;
}

export function Cropper({ ref, src, stencilComponent, stencilProps, onReady, onError }: FakeCropperProps) {
  useImperativeHandle(ref, () => fakeCropper);
  const callbacks = useRef({ onReady, onError });
  callbacks.current = { onReady, onError };
  // Like the real cropper: one report per image source.
  useEffect(() => {
    if (!src) return;
    if (fakeCropper.nextLoad === 'ready') callbacks.current.onReady?.(fakeCropper);
    else callbacks.current.onError?.(fakeCropper);
  }, [src]);
  return (
    <div
      data-testid="cropper"
      data-src={src}
      data-stencil={stencilComponent === CircleStencil ? 'circle' : 'rectangle'}
      data-aspect-ratio={String(stencilProps?.aspectRatio ?? 'free')}
    />
  );
}
