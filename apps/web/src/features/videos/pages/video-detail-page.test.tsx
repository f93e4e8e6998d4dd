import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { PROGRESS_SAVE_MS } from '../components/video-player.tsx';
import {
  detailPath,
  makePlaylistDetail,
  makeVideo,
  PROGRESS_PATH,
  playlistDetailPath,
  playUrlPath,
} from '../test-fixtures.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { VideoDetailPage } from './video-detail-page.tsx';

const checkout = vi.hoisted(() => ({ buy: vi.fn(), isPending: false }));
vi.mock('../../payments/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useVideoCheckout: () => checkout,
}));

installTestBridge(() => {
  setViewportWidth(1280);
  checkout.buy.mockReset();
});

const show = (search: string) => renderAt(`/video-detail${search}`, { '/video-detail': <VideoDetailPage /> });
const SIGNED = {
  url: '/backend/video/stream/1/?expires=1&signature=abc',
  expires_at: '2026-11-30T10:00:00.000Z',
};
const someoneElses = { is_my_video: false, profile: { user: 77, name: 'Arjun Rao', profile_image: null } };
const player = () =>
  screen.getByLabelText(VIDEO_TEXTS.playerLabel('Reading a candlestick chart')) as HTMLVideoElement;

describe('/video-detail', () => {
  it('plays a free video from its signed link, with its title, owner, views and description', async () => {
    const { calls } = routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo({ ...someoneElses, views_count: 1 })),
      [`GET ${playUrlPath(1)}`]: () => json(200, SIGNED),
    });
    show('?vdid=1&usid=77&type=video');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading a candlestick chart' }),
    ).toBeTruthy();
    expect(screen.getByText(/By Arjun Rao · 1 view · 30 Nov 2026 · Hindi/)).toBeTruthy();
    expect(screen.getByText('Candles, wicks and what they say.')).toBeTruthy();
    await waitFor(() => expect(player().getAttribute('src')).toBe(SIGNED.url));
    expect(player().hasAttribute('controls')).toBe(true);
    expect(calls('GET', playUrlPath(1))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('offers Buy for a paid video not bought, and asks for no link', async () => {
    storeValidLogin();
    const { calls } = routeApi({
      [`GET ${detailPath(1)}`]: () =>
        json(200, makeVideo({ ...someoneElses, is_free: false, price: 199, can_play: false })),
    });
    show('?vdid=1&usid=77&type=video');
    fireEvent.click(await screen.findByRole('button', { name: VIDEO_TEXTS.buyVideo('₹199.00') }));
    expect(checkout.buy).toHaveBeenCalledWith({ kind: 'video', id: 1 });
    expect(screen.getByText(VIDEO_MESSAGES.notBought)).toBeTruthy();
    expect(calls('GET', playUrlPath(1))).toHaveLength(0);
  });

  it('sends a guest to sign in to buy', async () => {
    routeApi({
      [`GET ${detailPath(1)}`]: () =>
        json(200, makeVideo({ ...someoneElses, is_free: false, price: 199, can_play: false })),
    });
    const router = show('?vdid=1&type=video');
    expect(await screen.findByText(VIDEO_MESSAGES.loginToWatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.loginToBuy }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(checkout.buy).not.toHaveBeenCalled();
  });

  it('shows the Draft warning to its owner instead of a player', async () => {
    storeValidLogin();
    const { calls } = routeApi({
      [`GET ${detailPath(3)}`]: () =>
        json(200, makeVideo({ id: 3, title: '', status: 'Draft', can_play: false })),
    });
    show('?vdid=3&usid=42&type=video');
    expect(
      await screen.findByText(
        'This video is saved as draft, To view it please fill required infomation and proceed',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(calls('GET', playUrlPath(3))).toHaveLength(0);
  });

  it("shows the server's refusal of the link", async () => {
    storeValidLogin();
    routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo(someoneElses)),
      [`GET ${playUrlPath(1)}`]: () => json(403, { message: VIDEO_MESSAGES.notBought }),
    });
    show('?vdid=1&type=video');
    expect(await screen.findByText(VIDEO_MESSAGES.notBought)).toBeTruthy();
  });

  it('says the video is not available when it is not there or not verified', async () => {
    routeApi({ [`GET ${detailPath(8)}`]: () => json(404, { message: VIDEO_MESSAGES.notFound }) });
    show('?vdid=8&type=video');
    expect(await screen.findByText(VIDEO_TEXTS.notFound)).toBeTruthy();
  });

  it('saves the position every ~10 s while playing, on pause, and as completed at the end', async () => {
    storeValidLogin();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { calls } = routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo(someoneElses)),
      [`GET ${playUrlPath(1)}`]: () => json(200, SIGNED),
      [`POST ${PROGRESS_PATH}`]: () =>
        json(200, { message: 'Progress saved', position_seconds: 0, completed: false }),
    });
    show('?vdid=1&type=video');
    await waitFor(() => expect(player().getAttribute('src')).toBe(SIGNED.url));
    const video = player();
    fireEvent.loadedMetadata(video);

    const at = (seconds: number) =>
      Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
    at(4);
    now += 4_000;
    fireEvent.timeUpdate(video);
    expect(calls('POST', PROGRESS_PATH)).toHaveLength(0);
    at(10.6);
    now += PROGRESS_SAVE_MS;
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(calls('POST', PROGRESS_PATH)).toHaveLength(1));
    expect(bodyOf(calls('POST', PROGRESS_PATH)[0]!.init)).toEqual({ video: 1, position_seconds: 10 });

    at(12.2);
    fireEvent.pause(video);
    await waitFor(() => expect(calls('POST', PROGRESS_PATH)).toHaveLength(2));
    expect(bodyOf(calls('POST', PROGRESS_PATH)[1]!.init)).toEqual({ video: 1, position_seconds: 12 });

    at(754);
    fireEvent.ended(video);
    await waitFor(() => expect(calls('POST', PROGRESS_PATH)).toHaveLength(3));
    expect(bodyOf(calls('POST', PROGRESS_PATH)[2]!.init)).toEqual({
      video: 1,
      position_seconds: 754,
      completed: true,
    });
  });

  it("a guest's position is not saved", async () => {
    const { calls } = routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo(someoneElses)),
      [`GET ${playUrlPath(1)}`]: () => json(200, SIGNED),
    });
    show('?vdid=1&type=video');
    await waitFor(() => expect(player().getAttribute('src')).toBe(SIGNED.url));
    fireEvent.pause(player());
    fireEvent.ended(player());
    expect(calls('POST', PROGRESS_PATH)).toHaveLength(0);
  });

  it('in a playlist: lists its videos beside, resumes where the viewer stopped, and offers the playlist too', async () => {
    storeValidLogin();
    const paid = { ...someoneElses, is_free: false, price: 199, can_play: false };
    const first = { ...makeVideo({ ...paid, id: 1 }), progress: { position_seconds: 30, completed: false } };
    const second = { ...makeVideo({ ...paid, id: 2, title: 'Second part' }), progress: null };
    routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo({ ...paid, id: 1 })),
      [`GET ${playlistDetailPath(5)}`]: () =>
        json(
          200,
          makePlaylistDetail({ is_my_playlist: false, profile: someoneElses.profile }, [first, second]),
        ),
    });
    const router = show('?vdid=1&usid=77&type=playlist&ptid=5');
    const aside = await screen.findByRole('complementary', { name: VIDEO_TEXTS.playlistVideosLabel });
    expect(within(aside).getByText('Options from zero')).toBeTruthy();
    expect(within(aside).getByText('12:34 · Watched up to 0:30')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: VIDEO_TEXTS.buyPlaylist('₹499.00') }));
    expect(checkout.buy).toHaveBeenCalledWith({ kind: 'playlist', id: 5 });
    fireEvent.click(within(aside).getByText('Second part'));
    await waitFor(() => expect(router.state.location.search).toBe('?vdid=2&usid=77&type=playlist&ptid=5'));
  });

  it('starts a playlist video where the viewer stopped', async () => {
    storeValidLogin();
    const first = { ...makeVideo(someoneElses), progress: { position_seconds: 30, completed: false } };
    routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo(someoneElses)),
      [`GET ${playUrlPath(1)}`]: () => json(200, SIGNED),
      [`GET ${playlistDetailPath(5)}`]: () =>
        json(200, makePlaylistDetail({ is_free: true, price: null }, [first])),
    });
    show('?vdid=1&type=playlist&ptid=5');
    await screen.findByRole('complementary', { name: VIDEO_TEXTS.playlistVideosLabel });
    await waitFor(() => expect(player().getAttribute('src')).toBe(SIGNED.url));
    const video = player();
    Object.defineProperty(video, 'duration', { value: 754, configurable: true });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(30);
  });
});
