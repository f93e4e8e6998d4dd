import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestBridge, renderAt } from '../../../test-render.tsx';
import { setViewportWidth } from '../../../test-viewport.ts';
import { cropToBlob } from './crop-to-blob.ts';
import { fakeCropper } from './fake-cropper.tsx';
import {
  CROP_FAILED_MESSAGE,
  ImageCropperDialog,
  type ImageCropperDialogProps,
} from './image-cropper-dialog.tsx';

vi.mock('react-advanced-cropper', () => import('./fake-cropper.tsx'));

const OBJECT_URL = 'blob:http://localhost/chosen-photo';
const bridge = installTestBridge(() => {
  fakeCropper.reset();
  setViewportWidth(1280);
});

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => OBJECT_URL);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const jpegFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

function renderCropper(props: Partial<ImageCropperDialogProps> = {}) {
  const handlers = { onCancel: vi.fn(), onSave: vi.fn(), onImageError: vi.fn() };
  const cropped = new Blob(['cropped'], { type: 'image/png' });
  const cropImage = vi.fn(async () => cropped);
  const router = renderAt('/', {
    '/': (
      <ImageCropperDialog
        open
        image={pngFile()}
        title="Crop image"
        cropImage={cropImage}
        {...handlers}
        {...props}
      />
    ),
  });
  return { ...handlers, cropImage, cropped, router };
}

const dialog = () => screen.getByRole('dialog', { name: 'Crop image' });
const cropperView = () => within(dialog()).getByTestId('cropper');
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('ImageCropperDialog', { timeout: 20_000 }, () => {
  it('opens on the chosen image and lets go of its object URL when it goes away', () => {
    const file = pngFile();
    renderAt('/', {
      '/': <ImageCropperDialog open image={file} title="Crop image" onCancel={vi.fn()} onSave={vi.fn()} />,
    });
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(cropperView().dataset.src).toBe(OBJECT_URL);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    cleanup();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(OBJECT_URL);
  });

  it('opens in circle mode (always 1:1, no ratio choices) when asked, and switches to a rectangle with ratios', () => {
    renderCropper({ initialShape: 'circle', initialAspectRatio: '1:1' });
    expect(cropperView().dataset.stencil).toBe('circle');
    expect(cropperView().dataset.aspectRatio).toBe('1');
    expect(within(dialog()).queryByRole('group', { name: 'Aspect ratio' })).toBeNull();
    expect(button('Circle').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button('Rectangle'));
    expect(cropperView().dataset.stencil).toBe('rectangle');
    const ratios = within(dialog()).getByRole('group', { name: 'Aspect ratio' });
    expect(
      within(ratios)
        .getAllByRole('button')
        .map((choice) => choice.textContent),
    ).toEqual(['1:1', '4:3', '16:9', 'Free']);
    expect(within(ratios).getByRole('button', { name: '1:1' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(ratios).getByRole('button', { name: '16:9' }));
    expect(Number(cropperView().dataset.aspectRatio)).toBeCloseTo(16 / 9);
    fireEvent.click(within(ratios).getByRole('button', { name: '4:3' }));
    expect(Number(cropperView().dataset.aspectRatio)).toBeCloseTo(4 / 3);
    fireEvent.click(within(ratios).getByRole('button', { name: 'Free' }));
    expect(cropperView().dataset.aspectRatio).toBe('free');
  });

  it('rotates and flips the image through the cropper', () => {
    renderCropper();
    fireEvent.click(button('Rotate left'));
    expect(fakeCropper.rotateImage).toHaveBeenLastCalledWith(-90);
    fireEvent.click(button('Rotate right'));
    expect(fakeCropper.rotateImage).toHaveBeenLastCalledWith(90);
    fireEvent.click(button('Flip horizontally'));
    expect(fakeCropper.flipImage).toHaveBeenLastCalledWith(true, false);
    fireEvent.click(button('Flip vertically'));
    expect(fakeCropper.flipImage).toHaveBeenLastCalledWith(false, true);
  });

  it.each([
    ['a PNG', 'image/png', pngFile],
    ['a JPEG', 'image/jpeg', jpegFile],
  ])('Save crops %s to %s at most 1024 px and hands the result over', async (_label, type, makeFile) => {
    const { cropImage, onSave, cropped } = renderCropper({ image: makeFile() });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(cropped));
    expect(cropImage).toHaveBeenCalledWith(fakeCropper, { type, maxSize: 1024 });
  });

  it('says so when the crop fails, and hands nothing over', async () => {
    const { onSave } = renderCropper({
      cropImage: vi.fn(async () => Promise.reject(new Error('no canvas'))),
    });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith(CROP_FAILED_MESSAGE, 'error', undefined));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('tells when the browser cannot read the file, and offers no Save', () => {
    fakeCropper.nextLoad = 'error';
    const { onImageError } = renderCropper();
    expect(within(dialog()).getByText('This file could not be read as an image')).toBeTruthy();
    expect(button('Save').hasAttribute('disabled')).toBe(true);
    expect(onImageError).toHaveBeenCalledTimes(1);
  });

  it('cancels with Cancel and Escape, but not while saving', () => {
    const { onCancel } = renderCropper();
    fireEvent.click(button('Cancel'));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while the caller saves', () => {
    const { onCancel } = renderCropper({ saving: true });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(button('Cancel').hasAttribute('disabled')).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each([
    [600, true],
    [1280, false],
  ])('at %i px wide is full screen: %s', (width, isFullScreen) => {
    setViewportWidth(width);
    renderCropper();
    expect(dialog().className.includes('MuiDialog-paperFullScreen')).toBe(isFullScreen);
  });
});

describe('cropToBlob', () => {
  const canvasGiving = (blob: Blob | null) => ({
    toBlob: vi.fn((done: (result: Blob | null) => void) => done(blob)),
  });

  it('draws the crop at most maxSize on each side and encodes it with the type and quality', async () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const canvas = canvasGiving(blob);
    const cropper = { getCanvas: vi.fn(() => canvas) };
    await expect(
      cropToBlob(cropper as never, { type: 'image/jpeg', maxSize: 512, quality: 0.8 }),
    ).resolves.toBe(blob);
    expect(cropper.getCanvas).toHaveBeenCalledWith({ maxWidth: 512, maxHeight: 512 });
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
  });

  it('fails when there is no canvas or the canvas gives no file', async () => {
    await expect(cropToBlob(null, { type: 'image/png', maxSize: 512 })).rejects.toThrow();
    const cropper = { getCanvas: vi.fn(() => null) };
    await expect(cropToBlob(cropper as never, { type: 'image/png', maxSize: 512 })).rejects.toThrow();
    const empty = { getCanvas: vi.fn(() => canvasGiving(null)) };
    await expect(cropToBlob(empty as never, { type: 'image/png', maxSize: 512 })).rejects.toThrow();
  });
});
