import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { fakeCropper } from './fake-cropper.tsx';
import { ProfilePhotoPicker, type ProfilePhotoPickerProps } from './profile-photo-picker.tsx';

vi.mock('react-advanced-cropper', () => import('./fake-cropper.tsx'));

const UPLOAD = '/backend/api/profile/photo/';
const NEW_PHOTO = '/backend/api/profile/photo/0b7c6a52-2f0e-4f7e-9a55-6f1d2c3b4a59.jpg';

const bridge = installTestBridge(() => {
  storeValidLogin();
  fakeCropper.reset();
  setViewportWidth(1280);
});
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/chosen');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderPicker(props: Partial<ProfilePhotoPickerProps> = {}) {
  const cropped = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
  const cropImage = vi.fn(async () => cropped);
  const onChanged = vi.fn();
  renderAt('/', {
    '/': (
      <ProfilePhotoPicker
        name="Asha Rao"
        image={null}
        onChanged={onChanged}
        cropImage={cropImage}
        {...props}
      />
    ),
  });
  return { cropImage, cropped, onChanged };
}

const fileInput = () => screen.getByLabelText('Profile photo file') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const cropper = () => screen.queryByRole('dialog', { name: 'Crop profile photo' });
// The cropper's code loads when a photo is first chosen.
const cropperOpened = () => screen.findByRole('dialog', { name: 'Crop profile photo' });
// jsdom's Blob has no arrayBuffer(); FileReader reads it.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'holiday.jpeg', { type: 'image/jpeg' });

describe('ProfilePhotoPicker', { timeout: 20_000 }, () => {
  it('shows the initials without a photo and takes image files only', () => {
    renderPicker();
    expect(screen.getByText('AR')).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('image/*');
    expect(fileInput().type).toBe('file');
  });

  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' })],
    ['a PDF', new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })],
    ['a file of unknown type', new File(['?'], 'photo', { type: '' })],
  ])('refuses %s before cropping', (_label, file) => {
    const fetchMock = mockApi({});
    renderPicker();
    choose(file);
    expect(bridge.notify).toHaveBeenCalledWith('Please choose an image file', 'error', undefined);
    expect(cropper()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the cropper on an image, in circle mode at 1:1', async () => {
    renderPicker();
    choose(photo());
    const view = within(await cropperOpened()).getByTestId('cropper');
    expect(view.dataset.stencil).toBe('circle');
    expect(view.dataset.aspectRatio).toBe('1');
  });

  it('refuses a file the browser cannot read as a picture', async () => {
    fakeCropper.nextLoad = 'error';
    renderPicker();
    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Please choose an image file', 'error', undefined),
    );
    await waitFor(() => expect(cropper()).toBeNull());
  });

  it('Save uploads the cropped Blob as the image field and reports the new address', async () => {
    const fetchMock = mockApi({ [`POST ${UPLOAD}`]: () => json(200, { profile_image: NEW_PHOTO }) });
    const { cropImage, onChanged } = renderPicker();
    choose(photo());
    fireEvent.click(within(await cropperOpened()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(NEW_PHOTO));
    expect(cropImage).toHaveBeenCalledWith(fakeCropper, { type: 'image/jpeg', maxSize: 1024 });
    const [call] = callsTo(fetchMock, 'POST', UPLOAD);
    const body = call![1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const sent = body.get('image') as File;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('profile.jpg');
    expect(await bytesOf(sent)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(new Headers(call![1].headers).get('Authorization')).toMatch(/^Bearer /);
    expect(bridge.notify).toHaveBeenCalledWith('Profile photo updated', 'success', undefined);
    await waitFor(() => expect(cropper()).toBeNull());
  });

  it("shows the server's refusal (e.g. 413 too large) and keeps the cropper open", async () => {
    mockApi({
      [`POST ${UPLOAD}`]: () => json(413, { message: 'Profile photo: the image must be at most 5 MB' }),
    });
    const { onChanged } = renderPicker();
    choose(photo());
    fireEvent.click(within(await cropperOpened()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Profile photo: the image must be at most 5 MB',
        'error',
        undefined,
      ),
    );
    expect(cropper()).not.toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('closes the cropper on Cancel without uploading', async () => {
    const fetchMock = mockApi({});
    renderPicker();
    choose(photo());
    fireEvent.click(within(await cropperOpened()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cropper()).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
