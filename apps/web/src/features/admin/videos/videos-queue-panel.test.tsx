import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, VIDEO_REVIEW_MESSAGES, type VideoReview } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { deferred, routeApi } from '../../follows/testing.ts';
import { VIDEO_REVIEW_DIALOG_TEXTS } from './video-review-dialog.tsx';
import { VIDEOS_QUEUE_TEXTS, VideoDetailPanel, VideosQueuePanel } from './videos-queue-panel.tsx';

const QUEUE = '/backend/api/admin/videos/';
const PLAYLISTS = '/backend/api/admin/playlists/';

const bridge = installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const video = (id: number, title: string, overrides: Partial<VideoReview> = {}): VideoReview => ({
  kind: 'video',
  id,
  title,
  description: `${title}: how to size a position before the open`,
  language: 'Hindi',
  status: 'Pending',
  verification_remark: null,
  is_free: false,
  price: 499,
  thumbnail: null,
  duration_seconds: 754,
  playlist: null,
  video_count: null,
  owner: { id: 100 + id, name: `Expert ${id}` },
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const playlist = (id: number, title: string, overrides: Partial<VideoReview> = {}): VideoReview =>
  video(id, title, {
    kind: 'playlist',
    duration_seconds: null,
    video_count: 12,
    description: `${title}: twelve lessons on options`,
    ...overrides,
  });

const pageOf = (results: VideoReview[]) => ({
  results,
  page_info: {
    page_number: 1,
    detail_count: 20,
    total_page: results.length ? 1 : 0,
    total_count: results.length,
  },
});

const show = () => renderAt('/', { '/': <VideosQueuePanel /> });

describe('VideosQueuePanel', () => {
  it('shows skeletons while loading, then the pending videos as table rows at 1280 px', async () => {
    const answer = deferred<Response>();
    const api = routeApi({ [`GET ${QUEUE}`]: () => answer.promise });
    show();
    expect(screen.getByRole('heading', { name: VIDEOS_QUEUE_TEXTS.heading })).toBeTruthy();
    expect(screen.getByText(VIDEOS_QUEUE_TEXTS.note)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('table')).toBeNull();

    answer.resolve(
      json(
        200,
        pageOf([
          video(1, 'Position sizing', { playlist: { id: 9, title: 'Risk first' } }),
          video(2, 'Morning scan', { is_free: true, price: null, duration_seconds: 3725 }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: VIDEOS_QUEUE_TEXTS.tableLabel.video });
    const first = within(table).getByText('Position sizing').closest('tr')!;
    expect(within(first).getByText('Video 1')).toBeTruthy();
    expect(within(first).getByText('Expert 1')).toBeTruthy();
    expect(within(first).getByText('₹499.00')).toBeTruthy();
    expect(within(first).getByText('12:34')).toBeTruthy();
    expect(within(first).getByText('Risk first')).toBeTruthy();
    expect(within(first).getByText('Pending')).toBeTruthy();
    const second = within(table).getByText('Morning scan').closest('tr')!;
    expect(within(second).getByText('Free')).toBeTruthy();
    expect(within(second).getByText('1:02:05')).toBeTruthy();
    expect(within(second).getByText(VIDEOS_QUEUE_TEXTS.noPlaylist)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Review Morning scan' }).textContent).toBe('Review');
    expect(screen.queryByRole('list', { name: VIDEOS_QUEUE_TEXTS.tableLabel.video })).toBeNull();

    const query = api.calls('GET', QUEUE)[0]!.url.searchParams;
    expect([query.get('kind'), query.get('status'), query.get('page_number')]).toEqual([
      'video',
      'Pending',
      '1',
    ]);
  });

  it('asks for the chosen kind and status and says when nothing is there', async () => {
    const api = routeApi({
      [`GET ${QUEUE}`]: (url) =>
        json(
          200,
          pageOf(
            url.searchParams.get('kind') === 'playlist' && url.searchParams.get('status') === 'Verified'
              ? [playlist(5, 'Options from zero', { status: 'Verified', price: 1999 })]
              : [],
          ),
        ),
    });
    show();
    expect(await screen.findByText(VIDEOS_QUEUE_TEXTS.emptyFor.video.Pending)).toBeTruthy();
    expect(VIDEOS_QUEUE_TEXTS.empty).toBe(VIDEOS_QUEUE_TEXTS.emptyFor.video.Pending);

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected videos here.')).toBeTruthy();
    expect(api.calls('GET', QUEUE).at(-1)!.url.searchParams.get('status')).toBe('Rejected');

    fireEvent.click(screen.getByRole('button', { name: 'Playlists' }));
    expect(await screen.findByText('No rejected playlists here.')).toBeTruthy();
    let last = api.calls('GET', QUEUE).at(-1)!.url.searchParams;
    expect([last.get('kind'), last.get('status')]).toEqual(['playlist', 'Rejected']);

    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(await screen.findByText('No playlist is waiting for review.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verified' }));
    const table = await screen.findByRole('table', { name: VIDEOS_QUEUE_TEXTS.tableLabel.playlist });
    last = api.calls('GET', QUEUE).at(-1)!.url.searchParams;
    expect([last.get('kind'), last.get('status')]).toEqual(['playlist', 'Verified']);
    const row = within(table).getByText('Options from zero').closest('tr')!;
    expect(within(row).getByText('Playlist 5')).toBeTruthy();
    expect(within(row).getByText('12 videos')).toBeTruthy();
    expect(within(row).getByText('₹1,999.00')).toBeTruthy();
    expect(within(table).queryByText('Playlist', { selector: 'th' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Review Options from zero' }).textContent).toBe('View');

    fireEvent.click(within(row).getByRole('button', { name: 'Review Options from zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Options from zero' });
    expect(within(dialog).getByText(/twelve lessons on options/)).toBeTruthy();
    expect(within(dialog).getByText(VIDEO_REVIEW_DIALOG_TEXTS.playlistNote)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Video player/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject…' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the queue could not be loaded, retries, and shows cards at 390 px', async () => {
    setViewportWidth(390);
    let fail = true;
    routeApi({
      [`GET ${QUEUE}`]: () => (fail ? json(500, {}) : json(200, pageOf([video(4, 'Phone lesson')]))),
    });
    show();
    expect(await screen.findByText(VIDEOS_QUEUE_TEXTS.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: VIDEOS_QUEUE_TEXTS.tableLabel.video });
    expect(within(list).getByText('Phone lesson')).toBeTruthy();
    expect(within(list).getByText('₹499.00 · 12:34')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a video’s details and approves it through the videos endpoint', async () => {
    let pending = [
      video(1, 'Position sizing', {
        playlist: { id: 9, title: 'Risk first' },
        verification_remark: 'Add the language',
      }),
    ];
    const api = routeApi({
      [`GET ${QUEUE}`]: () => json(200, pageOf(pending)),
      'GET /backend/video/play-url/1/': () =>
        json(200, {
          url: '/backend/video/file/videos/1.mp4?expires=9&signature=ab',
          expires_at: '2026-12-01T00:00:00Z',
        }),
      [`POST ${QUEUE}1/approve/`]: () => {
        pending = [];
        return json(200, {
          message: VIDEO_REVIEW_MESSAGES.videoApproved,
          item: video(1, 'Position sizing', { status: 'Verified' }),
        });
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Review Position sizing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Position sizing' });
    expect(within(dialog).getByText(/how to size a position/)).toBeTruthy();
    expect(within(dialog).getByText('Hindi')).toBeTruthy();
    expect(within(dialog).getByText('₹499.00')).toBeTruthy();
    expect(within(dialog).getByText('12:34')).toBeTruthy();
    expect(within(dialog).getByText('Risk first')).toBeTruthy();
    expect(within(dialog).getByText(/By Expert 1 \(user 101\)/)).toBeTruthy();
    expect(within(dialog).getByText(/Add the language/)).toBeTruthy();
    // Staff watch it before deciding, through the signed link play-url gives them.
    const player = await within(dialog).findByLabelText('Video player: Position sizing');
    expect(player.getAttribute('src')).toBe('/backend/video/file/videos/1.mp4?expires=9&signature=ab');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST', `${QUEUE}1/approve/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.notify.mock.calls.map((args) => args.slice(0, 2))).toEqual([
      [VIDEO_REVIEW_MESSAGES.videoApproved, 'success'],
    ]);
    expect(api.calls('POST', `${PLAYLISTS}1/approve/`)).toHaveLength(0);
    expect(await screen.findByText(VIDEOS_QUEUE_TEXTS.emptyFor.video.Pending)).toBeTruthy();
  });

  it('approves a playlist through the playlists endpoint', async () => {
    const api = routeApi({
      [`GET ${QUEUE}`]: (url) =>
        json(
          200,
          pageOf(url.searchParams.get('kind') === 'playlist' ? [playlist(7, 'Options from zero')] : []),
        ),
      [`POST ${PLAYLISTS}7/approve/`]: () =>
        json(200, {
          message: VIDEO_REVIEW_MESSAGES.playlistApproved,
          item: playlist(7, 'Options from zero', { status: 'Verified' }),
        }),
    });
    show();
    await screen.findByText(VIDEOS_QUEUE_TEXTS.emptyFor.video.Pending);
    fireEvent.click(screen.getByRole('button', { name: 'Playlists' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review Options from zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Options from zero' });
    expect(within(dialog).getByText('12 videos')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST', `${PLAYLISTS}7/approve/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', `${QUEUE}7/approve/`)).toHaveLength(0);
  });

  it('needs a remark to reject, sends it trimmed, and shows the server’s 409', async () => {
    const api = routeApi({
      [`GET ${QUEUE}`]: () => json(200, pageOf([video(3, 'Sure shot entries')])),
      [`POST ${QUEUE}3/reject/`]: () => json(409, { message: VIDEO_REVIEW_MESSAGES.notPending }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Review Sure shot entries' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject…' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.remarkRequired)).toBeTruthy();
    expect(api.calls('POST', `${QUEUE}3/reject/`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remark for the owner/ }), {
      target: { value: '  The title promises returns ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(VIDEO_REVIEW_MESSAGES.notPending)).toBeTruthy();
    expect(bodyOf(api.calls('POST', `${QUEUE}3/reject/`)[0]!.init)).toEqual({
      remark: 'The title promises returns',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(bridge.notify.mock.calls.some((args) => args[1] === 'success')).toBe(false);
  });

  it('rejects a playlist through the playlists endpoint with the remark', async () => {
    const api = routeApi({
      [`GET ${QUEUE}`]: (url) =>
        json(200, pageOf(url.searchParams.get('kind') === 'playlist' ? [playlist(8, 'Quick riches')] : [])),
      [`POST ${PLAYLISTS}8/reject/`]: () =>
        json(200, {
          message: VIDEO_REVIEW_MESSAGES.playlistRejected,
          item: playlist(8, 'Quick riches', { status: 'Rejected', verification_remark: 'Misleading title' }),
        }),
    });
    show();
    await screen.findByText(VIDEOS_QUEUE_TEXTS.emptyFor.video.Pending);
    fireEvent.click(screen.getByRole('button', { name: 'Playlists' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review Quick riches' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject…' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remark for the owner/ }), {
      target: { value: 'Misleading title' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api.calls('POST', `${PLAYLISTS}8/reject/`)[0]!.init)).toEqual({
      remark: 'Misleading title',
    });
    expect(bridge.notify.mock.calls.map((args) => args.slice(0, 2))).toEqual([
      [VIDEO_REVIEW_MESSAGES.playlistRejected, 'success'],
    ]);
  });
});

describe('VideoDetailPanel', () => {
  it('points to the queue', () => {
    renderAt('/', { '/': <VideoDetailPanel /> });
    expect(screen.getByText(VIDEOS_QUEUE_TEXTS.detailEmpty)).toBeTruthy();
  });
});
