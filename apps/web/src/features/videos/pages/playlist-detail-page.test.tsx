import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { deferred, routeApi } from '../../follows/testing.ts';
import { makePlaylistDetail, makeVideo, playlistDetailPath } from '../test-fixtures.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { PlaylistDetailPage } from './playlist-detail-page.tsx';

const checkout = vi.hoisted(() => ({ buy: vi.fn(), isPending: false }));
vi.mock('../../payments/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useVideoCheckout: () => checkout,
}));

installTestBridge(() => {
  setViewportWidth(390);
  checkout.buy.mockReset();
});

const show = (search = '?ptid=5') =>
  renderAt(`/playlist-detail${search}`, { '/playlist-detail': <PlaylistDetailPage /> });
const expert = { is_my_playlist: false, profile: { user: 77, name: 'Arjun Rao', profile_image: null } };
const inOrder = [
  {
    ...makeVideo({ id: 11, title: 'Calls and puts', duration_seconds: 600 }),
    progress: { position_seconds: 600, completed: true },
  },
  {
    ...makeVideo({ id: 12, title: 'The Greeks', duration_seconds: 400 }),
    progress: { position_seconds: 100, completed: false },
  },
  { ...makeVideo({ id: 13, title: 'Spreads', duration_seconds: 500 }), progress: null },
];

describe('/playlist-detail', () => {
  it('lists the videos in order with the viewer’s progress and the overall percent', async () => {
    storeValidLogin();
    const answer = deferred<Response>();
    routeApi({ [`GET ${playlistDetailPath(5)}`]: () => answer.promise });
    show();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    answer.resolve(
      json(200, makePlaylistDetail({ ...expert, is_bought: true, progress_percent: 33 }, inOrder)),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Options from zero' })).toBeTruthy();
    expect(screen.getByText(/By Arjun Rao · ₹499.00 · 2 videos/)).toBeTruthy();
    expect(screen.getByText(VIDEO_TEXTS.bought)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '33% complete' }).getAttribute('aria-valuenow')).toBe(
      '33',
    );
    const rows = within(screen.getByRole('list', { name: VIDEO_TEXTS.playlistVideosLabel })).getAllByRole(
      'button',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Calls and puts10:00 · Completed',
      '2The Greeks6:40 · Watched up to 1:40',
      '3Spreads8:20 · Not started',
    ]);
    expect(
      screen
        .getByRole('progressbar', { name: 'The Greeks: Watched up to 1:40' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('offers Buy for the whole playlist when it is paid and not bought', async () => {
    storeValidLogin();
    routeApi({ [`GET ${playlistDetailPath(5)}`]: () => json(200, makePlaylistDetail(expert, inOrder)) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: VIDEO_TEXTS.buyPlaylist('₹499.00') }));
    expect(checkout.buy).toHaveBeenCalledWith({ kind: 'playlist', id: 5 });
  });

  it('opens a video in the playlist with the spec query', async () => {
    routeApi({ [`GET ${playlistDetailPath(5)}`]: () => json(200, makePlaylistDetail(expert, inOrder)) });
    const router = show();
    fireEvent.click(await screen.findByText('The Greeks'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/video-detail?vdid=12&usid=42&type=playlist&ptid=5',
      ),
    );
    // A guest sees no progress bar.
    expect(screen.queryByText(/% complete/)).toBeNull();
  });

  it('says the playlist is not available when the server does not show it, and when the address is wrong', async () => {
    routeApi({
      [`GET ${playlistDetailPath(6)}`]: () => json(404, { message: VIDEO_MESSAGES.playlistNotFound }),
    });
    show('?ptid=6');
    expect(await screen.findByText(VIDEO_TEXTS.playlistNotFound)).toBeTruthy();
  });

  it('says so for an address without a playlist id', () => {
    routeApi({});
    show('?ptid=abc');
    expect(screen.getByText(VIDEO_TEXTS.playlistNotFound)).toBeTruthy();
  });
});
