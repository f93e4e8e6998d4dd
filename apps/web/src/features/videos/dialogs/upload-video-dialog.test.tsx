import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_MESSAGES, videoTooLargeMessage } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { UploadVideoDialog } from './upload-video-dialog.tsx';

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const bridge = installTestBridge(() => {
  setViewportWidth(1280);
  storeValidLogin();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});

const onClose = vi.fn();
const show = () => {
  onClose.mockReset();
  renderAt('/video-and-playlist', { '/video-and-playlist': <UploadVideoDialog onClose={onClose} /> });
};
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const mp4 = new File([new Uint8Array(2048)], 'lesson.mp4', { type: 'video/mp4' });
const sent = () => {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('Nothing was sent');
  return xhr;
};

describe('Upload Video', () => {
  it('refuses a file that is not MP4 or WebM before sending anything', () => {
    show();
    expect(screen.getByRole('button', { name: VIDEO_TEXTS.upload }).hasAttribute('disabled')).toBe(true);
    choose(VIDEO_TEXTS.videoFile, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText(VIDEO_TEXTS.onlyVideos)).toBeTruthy();
    expect(screen.getByRole('button', { name: VIDEO_TEXTS.upload }).hasAttribute('disabled')).toBe(true);
    choose(VIDEO_TEXTS.poster, new File(['x'], 'poster.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(VIDEO_TEXTS.onlyImages)).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('sends the video and poster with the token, shows the progress, and closes on success', async () => {
    show();
    choose(VIDEO_TEXTS.videoFile, mp4);
    choose(VIDEO_TEXTS.poster, new File(['png'], 'poster.png', { type: 'image/png' }));
    expect(screen.getByText('lesson.mp4 · 0.0 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.upload }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/backend/video/upload-video/');
    expect(xhr.headers.Authorization).toMatch(/^Bearer /);
    expect((xhr.body!.get('video') as File).name).toBe('lesson.mp4');
    expect((xhr.body!.get('thumbnail') as File).name).toBe('poster.png');

    xhr.progress(512, 2048);
    const bar = await screen.findByRole('progressbar', { name: VIDEO_TEXTS.uploadProgress });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText(VIDEO_TEXTS.uploading(25))).toBeTruthy();

    xhr.answer(201, { id: 8, status: 'Draft', message: VIDEO_MESSAGES.uploaded });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bridge.notify).toHaveBeenCalledWith(VIDEO_MESSAGES.uploaded, 'success', undefined);
  });

  it("shows the server's refusal and lets the user try again", async () => {
    show();
    choose(VIDEO_TEXTS.videoFile, mp4);
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.upload }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    sent().answer(400, { message: VIDEO_MESSAGES.notVideo });
    expect(await screen.findByText(VIDEO_MESSAGES.notVideo)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    FakeXhr.last = null;
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.upload }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    sent().answer(413, { message: videoTooLargeMessage(500) });
    expect(await screen.findByText(videoTooLargeMessage(500))).toBeTruthy();
  });
});
