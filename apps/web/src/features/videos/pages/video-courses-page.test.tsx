import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { COURSES_PATH, emptyPageInfo, makePlaylist, makeVideo } from '../test-fixtures.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { VideoCoursesPage } from './video-courses-page.tsx';

installTestBridge(() => {
  setViewportWidth(1280);
  storeValidLogin();
});

const show = (tab = '?tab=courses') =>
  renderAt(`/video-course-list${tab}`, { '/video-course-list': <VideoCoursesPage /> });
const TRENDING_PATH = '/backend/video/trending-videos/';
const videoPage = (videos: ReturnType<typeof makeVideo>[], pageNumber: number, totalPage: number) =>
  json(200, {
    trending_videos: videos,
    page_info: {
      page_number: pageNumber,
      detail_count: 20,
      total_page: totalPage,
      total_count: videos.length,
    },
  });
const page = (courses: ReturnType<typeof makePlaylist>[], pageNumber: number, totalPage: number) =>
  json(200, {
    video_courses: courses,
    page_info: {
      page_number: pageNumber,
      detail_count: 20,
      total_page: totalPage,
      total_count: courses.length,
    },
  });
const course = (id: number, title: string, price: number | null) =>
  makePlaylist({
    id,
    title,
    is_free: price === null,
    price,
    is_my_playlist: false,
    profile: { user: 77, name: 'Arjun Rao', profile_image: null },
  });

describe('/video-course-list, Videos (the default tab)', () => {
  it('searches after the typing stops, filters Free or Paid, and appends the next page', async () => {
    const { calls } = routeApi({
      [`GET ${TRENDING_PATH}`]: (url) => {
        const search = url.searchParams.get('search');
        if (search === 'nifty') return videoPage([makeVideo({ id: 9, title: 'Nifty weekly levels' })], 1, 1);
        if (url.searchParams.get('free_paid') === 'Paid') return videoPage([], 1, 0);
        return url.searchParams.get('page_number') === '2'
          ? videoPage([makeVideo({ id: 3, title: 'Risk per trade' })], 2, 2)
          : videoPage(
              [makeVideo({ id: 1, title: 'Reading candles' }), makeVideo({ id: 2, title: 'Stops' })],
              1,
              2,
            );
      },
    });
    show('');
    expect(await screen.findByRole('article', { name: 'Reading candles' })).toBeTruthy();
    expect(calls('GET', TRENDING_PATH)[0]!.url.searchParams.get('detail_count')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.loadMore }));
    expect(await screen.findByRole('article', { name: 'Risk per trade' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(VIDEO_TEXTS.searchVideos), { target: { value: 'nif' } });
    fireEvent.change(screen.getByLabelText(VIDEO_TEXTS.searchVideos), { target: { value: 'nifty' } });
    expect(
      await screen.findByRole('article', { name: 'Nifty weekly levels' }, { timeout: 3000 }),
    ).toBeTruthy();
    // One call for the settled text, none for what was typed on the way.
    const searched = calls('GET', TRENDING_PATH).map((call) => call.url.searchParams.get('search'));
    expect(searched).not.toContain('nif');
    expect(searched.filter((text) => text === 'nifty')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(VIDEO_TEXTS.searchVideos), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.paid }));
    expect(await screen.findByText(VIDEO_TEXTS.noVideos, {}, { timeout: 3000 })).toBe(
      screen.getByText('No videos Available'),
    );
    expect(calls('GET', TRENDING_PATH).at(-1)!.url.searchParams.get('free_paid')).toBe('Paid');
  });
});

describe('/video-course-list?tab=courses', () => {
  it('shows the courses with owner, price and count, and appends the next page', async () => {
    const { calls } = routeApi({
      [`GET ${COURSES_PATH}`]: (url) =>
        url.searchParams.get('page_number') === '2'
          ? page([course(3, 'Swing trading', 999)], 2, 2)
          : page([course(1, 'Options from zero', 499), course(2, 'Charts for all', null)], 1, 2),
    });
    show();
    const first = within(await screen.findByRole('article', { name: 'Options from zero' }));
    expect(first.getByText('Arjun Rao')).toBeTruthy();
    expect(first.getByText('₹499.00 · 2 videos · 25:00 · English')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Charts for all' })).getByText(/^Free · /),
    ).toBeTruthy();
    expect(calls('GET', COURSES_PATH)[0]!.url.searchParams.get('detail_count')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.loadMore }));
    expect(await screen.findByRole('article', { name: 'Swing trading' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: VIDEO_TEXTS.coursesLabel })).getAllByRole('article'),
    ).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: VIDEO_TEXTS.loadMore })).toBeNull());
  });

  it('offers only View to someone else, which opens the playlist', async () => {
    routeApi({ [`GET ${COURSES_PATH}`]: () => page([course(1, 'Options from zero', 499)], 1, 1) });
    const router = show();
    const card = await screen.findByRole('article', { name: 'Options from zero' });
    fireEvent.click(within(card).getByRole('button', { name: VIDEO_TEXTS.menu('Options from zero') }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ptid=1'));
    expect(router.state.location.pathname).toBe('/playlist-detail');
  });

  it('says when there are none', async () => {
    routeApi({ [`GET ${COURSES_PATH}`]: () => json(200, { video_courses: [], page_info: emptyPageInfo }) });
    show();
    expect(await screen.findByText(VIDEO_TEXTS.noCourses)).toBeTruthy();
  });

  it('offers Retry when the list cannot be read', async () => {
    let failing = true;
    routeApi({
      [`GET ${COURSES_PATH}`]: () =>
        failing ? json(500, {}) : page([course(1, 'Options from zero', 499)], 1, 1),
    });
    show();
    expect(await screen.findByText(VIDEO_TEXTS.failed, {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: VIDEO_TEXTS.retry }));
    expect(await screen.findByRole('article', { name: 'Options from zero' })).toBeTruthy();
  }, 30_000);
});
