import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { deferred, routeApi } from '../../follows/testing.ts';
import {
  detailPath,
  MY_VIDEOS_PATH,
  makePlaylist,
  makeVideo,
  PLAYLIST_PATH,
  playlistPath,
} from '../test-fixtures.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { MyVideosPage } from './my-videos-page.tsx';

const bridge = installTestBridge(() => {
  setViewportWidth(1280);
  storeValidLogin();
});

const show = () => renderAt('/video-and-playlist', { '/video-and-playlist': <MyVideosPage /> });
const card = (name: string) => screen.getByRole('article', { name });
const findCard = (name: string) => screen.findByRole('article', { name });
const mineOf =
  (videos = [makeVideo()], playlists = [makePlaylist()]) =>
  () =>
    json(200, { videos, playlists });

const draft = makeVideo({
  id: 3,
  title: '',
  status: 'Draft',
  description: null,
  language: null,
  language_name: null,
  can_play: false,
});
const rejected = makeVideo({
  id: 4,
  title: 'Futures basics',
  status: 'Rejected',
  verification_remark: 'The sound is missing',
});

function openMenu(title: string) {
  fireEvent.click(within(card(title)).getByRole('button', { name: VIDEO_TEXTS.menu(title) }));
}

async function chooseOption(combobox: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(combobox) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/video-and-playlist: the lists', () => {
  it('shows placeholders, then each video with its status, the remark of a rejected one, and a Draft with its button', async () => {
    const answer = deferred<Response>();
    routeApi({ [`GET ${MY_VIDEOS_PATH}`]: () => answer.promise });
    show();
    expect(screen.getByRole('heading', { level: 1, name: VIDEO_TEXTS.myHeading })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    answer.resolve(
      mineOf([makeVideo(), draft, rejected, makeVideo({ id: 6, title: 'Waiting', status: 'Pending' })])(),
    );

    const verified = within(await findCard('Reading a candlestick chart'));
    expect(verified.getByText('Verified')).toBeTruthy();
    expect(verified.getByText('Free · 12:34 · 12 views · Hindi')).toBeTruthy();
    expect(verified.queryByRole('button', { name: VIDEO_TEXTS.addDetails })).toBeNull();
    expect(within(card(VIDEO_TEXTS.draftUntitled)).getByText('Draft')).toBeTruthy();
    expect(
      within(card(VIDEO_TEXTS.draftUntitled)).getByRole('button', { name: VIDEO_TEXTS.addDetails }),
    ).toBeTruthy();
    expect(within(card('Futures basics')).getByText('Rejected: The sound is missing')).toBeTruthy();
    expect(within(card('Waiting')).getByText('Pending')).toBeTruthy();
  });

  it('shows the playlists in their tab, with price, count and status', async () => {
    routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: mineOf(
        [],
        [makePlaylist({ status: 'Rejected', verification_remark: 'Add a sixth part' })],
      ),
    });
    show();
    expect(await screen.findByText(VIDEO_TEXTS.noMyVideos)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: VIDEO_TEXTS.playlistsTab }));
    const playlist = within(await findCard('Options from zero'));
    expect(playlist.getByText('₹499.00 · 2 videos · 25:00 · English')).toBeTruthy();
    expect(playlist.getByText('Rejected')).toBeTruthy();
    expect(playlist.getByText('Rejected: Add a sixth part')).toBeTruthy();
  });

  it('says when there are no playlists, and offers Retry when the list cannot be read', async () => {
    let failing = true;
    const { calls } = routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: () =>
        failing ? json(500, {}) : json(200, { videos: [makeVideo()], playlists: [] }),
    });
    show();
    expect(await screen.findByText(VIDEO_TEXTS.failed, {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.retry }));
    await findCard('Reading a candlestick chart');
    fireEvent.click(screen.getByRole('tab', { name: VIDEO_TEXTS.playlistsTab }));
    expect(screen.getByText(VIDEO_TEXTS.noMyPlaylists)).toBeTruthy();
    expect(calls('GET', MY_VIDEOS_PATH).length).toBeGreaterThanOrEqual(2);
  }, 30_000);
});

describe('/video-and-playlist: the card menu', () => {
  it('offers Edit, View and Delete to the owner; View on a Draft shows the warning and goes nowhere', async () => {
    routeApi({ [`GET ${MY_VIDEOS_PATH}`]: mineOf([draft]) });
    const router = show();
    await findCard(VIDEO_TEXTS.draftUntitled);
    openMenu(VIDEO_TEXTS.draftUntitled);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'View', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(bridge.notify).toHaveBeenCalledWith(
      'This video is saved as draft, To view it please fill required infomation and proceed',
      'warning',
      undefined,
    );
    expect(router.state.location.pathname).toBe('/video-and-playlist');
  });

  it('View on a verified video opens its detail page with the spec query', async () => {
    routeApi({ [`GET ${MY_VIDEOS_PATH}`]: mineOf() });
    const router = show();
    await findCard('Reading a candlestick chart');
    openMenu('Reading a candlestick chart');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/video-detail?vdid=1&usid=42&type=video',
      ),
    );
  });

  it('deletes a video only after the confirmation', async () => {
    const { calls } = routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: mineOf(),
      [`DELETE ${detailPath(1)}`]: () => json(200, { message: VIDEO_MESSAGES.deleted }),
    });
    show();
    await findCard('Reading a candlestick chart');
    openMenu('Reading a candlestick chart');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: VIDEO_TEXTS.deleteVideoTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: VIDEO_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE', detailPath(1))).toHaveLength(0);

    openMenu('Reading a candlestick chart');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: VIDEO_TEXTS.deleteVideoTitle });
    fireEvent.click(within(again).getByRole('button', { name: VIDEO_TEXTS.delete }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(VIDEO_MESSAGES.deleted, 'success', undefined),
    );
    expect(calls('DELETE', detailPath(1))).toHaveLength(1);
  });
});

describe('/video-and-playlist: the details form', () => {
  it('requires title, description and language, takes only digits as a price, then sends the details', async () => {
    const { calls } = routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: mineOf([draft], [makePlaylist()]),
      [`PATCH ${detailPath(3)}`]: () =>
        json(200, { message: VIDEO_MESSAGES.detailsSaved, video: { ...draft, status: 'Pending' } }),
    });
    show();
    await findCard(VIDEO_TEXTS.draftUntitled);
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.addDetails }));
    const form = within(await screen.findByRole('form', { name: VIDEO_TEXTS.detailsTitle }));
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.save }));
    await waitFor(() => expect(form.getAllByText(VIDEO_MESSAGES.required)).toHaveLength(3));

    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Hedging with puts' },
    });
    expect(form.getByText('17/100')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Protecting a holding.' },
    });
    await chooseOption('Language', 'Tamil');
    fireEvent.click(form.getByRole('radio', { name: VIDEO_TEXTS.paid }));
    fireEvent.change(await form.findByRole('textbox', { name: /Price/ }), { target: { value: '4a9' } });
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.save }));
    expect(await form.findByText(VIDEO_MESSAGES.onlyNumbers)).toBeTruthy();
    expect(calls('PATCH', detailPath(3))).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: /Price/ }), { target: { value: '249' } });
    await chooseOption('Playlist', 'Options from zero');
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.save }));
    await waitFor(() => expect(calls('PATCH', detailPath(3))).toHaveLength(1));
    expect(bodyOf(calls('PATCH', detailPath(3))[0]!.init)).toEqual({
      title: 'Hedging with puts',
      description: 'Protecting a holding.',
      language: 'Tamil',
      free_paid: 'paid',
      price: 249,
      playlist: 5,
    });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(VIDEO_MESSAGES.detailsSaved, 'success', undefined),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: VIDEO_TEXTS.detailsTitle })).toBeNull());
  });

  it("puts the server's field refusal under its box", async () => {
    routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: mineOf([makeVideo()], []),
      [`PATCH ${detailPath(1)}`]: () =>
        json(400, { message: 'Invalid input', errors: { title: ['A title the server refuses'] } }),
    });
    show();
    await findCard('Reading a candlestick chart');
    openMenu('Reading a candlestick chart');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: VIDEO_TEXTS.detailsTitle }));
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      'Reading a candlestick chart',
    );
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.save }));
    expect(await form.findByText('A title the server refuses')).toBeTruthy();
  });
});

describe('/video-and-playlist: the playlist form', () => {
  it('creates a playlist, then puts its videos in the order chosen with the arrows', async () => {
    const created = makePlaylist({ id: 9, title: 'Swing trading', status: 'Pending', video_count: 0 });
    const { calls } = routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: mineOf(
        [makeVideo({ id: 1, title: 'Part one' }), makeVideo({ id: 2, title: 'Part two' }), draft],
        [],
      ),
      [`POST ${PLAYLIST_PATH}`]: () =>
        json(201, { message: VIDEO_MESSAGES.playlistCreated, playlist: created }),
      [`PATCH ${playlistPath(9)}`]: () =>
        json(200, { message: VIDEO_MESSAGES.playlistSaved, playlist: created }),
    });
    show();
    await findCard('Part one');
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.createPlaylist }));
    const form = within(await screen.findByRole('form', { name: VIDEO_TEXTS.newPlaylist }));
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Swing trading' } });
    fireEvent.change(form.getByRole('textbox', { name: /Description/ }), { target: { value: 'Two parts.' } });
    await chooseOption('Language', 'English');
    // Drafts cannot join: only the two verified videos are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(VIDEO_TEXTS.addVideo) }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Part one',
      'Part two',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Part one' }));
    await chooseOption(VIDEO_TEXTS.addVideo, 'Part two');
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.moveUp('Part two') }));
    expect(
      within(form.getByRole('list', { name: VIDEO_TEXTS.playlistVideos }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Part two', '2. Part one']);
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.create }));

    await waitFor(() => expect(calls('PATCH', playlistPath(9))).toHaveLength(1));
    expect(bodyOf(calls('POST', PLAYLIST_PATH)[0]!.init)).toEqual({
      title: 'Swing trading',
      description: 'Two parts.',
      language: 'English',
      free_paid: 'free',
    });
    expect(bodyOf(calls('PATCH', playlistPath(9))[0]!.init)).toEqual({
      title: 'Swing trading',
      description: 'Two parts.',
      language: 'English',
      free_paid: 'free',
      videos: [2, 1],
    });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(VIDEO_MESSAGES.playlistSaved, 'success', undefined),
    );
  });

  it('edits a playlist from its card, starting from its videos in their order', async () => {
    const inList = (id: number, title: string, position: number) =>
      makeVideo({ id, title, playlist: { id: 5, title: 'Options from zero', position } });
    const { calls } = routeApi({
      [`GET ${MY_VIDEOS_PATH}`]: mineOf(
        [inList(1, 'Second part', 2), inList(2, 'First part', 1)],
        [makePlaylist()],
      ),
      [`PATCH ${playlistPath(5)}`]: () =>
        json(200, { message: VIDEO_MESSAGES.playlistSaved, playlist: makePlaylist() }),
    });
    show();
    await findCard('Second part');
    fireEvent.click(screen.getByRole('tab', { name: VIDEO_TEXTS.playlistsTab }));
    await findCard('Options from zero');
    openMenu('Options from zero');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: VIDEO_TEXTS.editPlaylist }));
    expect((form.getByRole('textbox', { name: /Price/ }) as HTMLInputElement).value).toBe('499');
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.moveDown('First part') }));
    fireEvent.click(form.getByRole('button', { name: VIDEO_TEXTS.save }));
    await waitFor(() => expect(calls('PATCH', playlistPath(5))).toHaveLength(1));
    expect(bodyOf(calls('PATCH', playlistPath(5))[0]!.init)).toMatchObject({
      free_paid: 'paid',
      price: 499,
      videos: [1, 2],
    });
  });
});
