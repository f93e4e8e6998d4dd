import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_MESSAGES, type VideoCard as VideoCardData } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { detailPath, MY_VIDEOS_PATH, makePlaylist, makeVideo } from '../test-fixtures.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { VideoCard } from './video-card.tsx';

installTestBridge(() => {
  setViewportWidth(390);
  storeValidLogin();
});

/** A trending card: only the card's fields, no owner flags. */
const trendingCard: VideoCardData = {
  id: 1,
  title: 'Reading a candlestick chart',
  status: 'Verified',
  is_free: false,
  price: 199,
  thumbnail: null,
  views_count: 12_500,
  time: '2026-11-30T06:00:00.000Z',
  duration_seconds: 3725,
  language: null,
  profile: { user: 42, name: 'Meera Iyer', profile_image: null },
  playlist: null,
  video: null,
};

const show = (isMine: boolean, onChanged = vi.fn()) =>
  renderAt('/home/42', {
    '/home/42': <VideoCard video={trendingCard} isMine={isMine} onChanged={onChanged} />,
  });
const openMenu = () =>
  fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.menu('Reading a candlestick chart') }));

describe('VideoCard (Home and Trending)', () => {
  it('shows the facts, and only View to someone else, which opens the video', async () => {
    const router = show(false);
    const card = within(screen.getByRole('article', { name: 'Reading a candlestick chart' }));
    expect(card.getByText('₹199.00 · 1:02:05 · 12,500 views')).toBeTruthy();
    expect(card.queryByText('Verified')).toBeNull();
    openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vdid=1&usid=42&type=video'));
  });

  it("Edit on the owner's card reads the details and playlists, then opens the form", async () => {
    const { calls } = routeApi({
      [`GET ${detailPath(1)}`]: () => json(200, makeVideo({ is_free: false, price: 199 })),
      [`GET ${MY_VIDEOS_PATH}`]: () => json(200, { videos: [], playlists: [makePlaylist()] }),
    });
    show(true);
    openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'View',
      'Delete',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: VIDEO_TEXTS.detailsTitle }));
    expect((form.getByRole('textbox', { name: /Price/ }) as HTMLInputElement).value).toBe('199');
    expect(calls('GET', detailPath(1))).toHaveLength(1);
    expect(calls('GET', MY_VIDEOS_PATH)).toHaveLength(1);
  });

  it("Delete on the owner's card tells the list to read itself again", async () => {
    const onChanged = vi.fn();
    routeApi({ [`DELETE ${detailPath(1)}`]: () => json(200, { message: VIDEO_MESSAGES.deleted }) });
    show(true, onChanged);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: VIDEO_TEXTS.deleteVideoTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: VIDEO_TEXTS.delete }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
