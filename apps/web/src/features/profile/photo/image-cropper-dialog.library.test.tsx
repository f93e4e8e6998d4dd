import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestBridge, renderAt } from '../../../test-render.tsx';
import { setViewportWidth } from '../../../test-viewport.ts';
import { ImageCropperDialog } from './image-cropper-dialog.tsx';

// The real react-advanced-cropper (the other tests use a stand-in): it mounts with our props.
installTestBridge(() => setViewportWidth(1280));
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/real-cropper');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('ImageCropperDialog with the real cropper library', () => {
  it('mounts the cropper and keeps Save off until the image is decoded (jsdom decodes none)', () => {
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    renderAt('/', {
      '/': (
        <ImageCropperDialog open image={image} initialShape="circle" onCancel={vi.fn()} onSave={vi.fn()} />
      ),
    });
    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    expect(dialog.querySelector('.advanced-cropper')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Rotate left' }).hasAttribute('disabled')).toBe(true);
  });

  it('never fetches the blob: URL (the CSP connect-src refuses it): the image loads as an image only', () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    renderAt('/', {
      '/': <ImageCropperDialog open image={image} onCancel={vi.fn()} onSave={vi.fn()} />,
    });
    expect(
      screen.getByRole('dialog', { name: 'Crop image' }).querySelector('.advanced-cropper'),
    ).not.toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
