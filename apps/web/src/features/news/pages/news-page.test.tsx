import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NEWS_DESCRIPTION_PREVIEW_CHARS, type TrendingNewsResponse } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../../shared/ui/fake-intersection-observer.ts';
import { callsTo, type FetchMock, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { NEWS_TEXTS } from '../news-texts.ts';
import { makeNewsItem, newsPage } from '../test-fixtures.ts';
import { NewsPage } from './news-page.tsx';

const NEWS = '/backend/api/trade/trending-news';

installTestBridge(installFakeIntersectionObserver);

/** Answers trending-news by its page_number. */
function serve(answer: (page: number) => Response): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://test');
    return url.pathname === NEWS ? answer(Number(url.searchParams.get('page_number'))) : json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function onePage(answer: TrendingNewsResponse) {
  return serve(() => json(200, answer));
}

const start = () => renderAt('/trending/news', { '/trending/news': <NewsPage /> });
const items = () => within(screen.getByRole('list', { name: NEWS_TEXTS.list })).getAllByRole('article');

describe('NewsPage', () => {
  it('shows skeletons, then each item with its picture, title link, source and time ago', async () => {
    const api = onePage(newsPage(1, 1, 2));
    start();
    expect(screen.getByRole('status', { name: NEWS_TEXTS.loading })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(2));
    const first = items()[0]!;
    const link = within(first).getByRole('link', { name: 'Headline number 1' });
    expect(link.getAttribute('href')).toBe('https://news.example.com/story-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(first).getByText('Example Markets')).toBeTruthy();
    expect(within(first).getByText('2 hours ago')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://images.example.com/news-1.jpg');
    expect(within(first).getByRole('link', { name: 'Details: Headline number 1' }).getAttribute('href')).toBe(
      '/news-detail?id=1',
    );
    expect(callsTo(api, 'GET', NEWS)[0]![0]).toBe(`${NEWS}?detail_count=10&page_number=1`);
    expect(screen.queryByText(NEWS_TEXTS.demoNote)).toBeNull();
  });

  it('cuts the description at 170 characters, and shows a shorter one whole', async () => {
    const long = `${'Markets rallied on strong earnings. '.repeat(6)}The end.`;
    onePage({
      ...newsPage(1, 1, 0),
      news_data: [makeNewsItem({ id: 1, description: long }), makeNewsItem({ id: 2, description: 'Short.' })],
    });
    start();
    await waitFor(() => expect(items()).toHaveLength(2));
    const cut = `${long.slice(0, NEWS_DESCRIPTION_PREVIEW_CHARS).trimEnd()}…`;
    expect(within(items()[0]!).getByText(cut)).toBeTruthy();
    expect(cut.length).toBeLessThanOrEqual(NEWS_DESCRIPTION_PREVIEW_CHARS + 1);
    expect(within(items()[1]!).getByText('Short.')).toBeTruthy();
  });

  it('shows Since News for at most two securities, green when up and red when down', async () => {
    onePage({
      ...newsPage(1, 1, 0),
      news_data: [
        makeNewsItem({
          all_growth: [
            { id: 1, symbol: 'RELIANCE', name: 'Reliance', exchange: 'NSE', growth: 2.35 },
            { id: 2, symbol: 'TCS', name: 'TCS', exchange: 'NSE', growth: -1.1 },
            { id: 3, symbol: 'INFY', name: 'Infosys', exchange: 'NSE', growth: 0.5 },
          ],
        }),
      ],
    });
    start();
    await waitFor(() => expect(items()).toHaveLength(1));
    const item = items()[0]!;
    expect(within(item).getByText(NEWS_TEXTS.sinceNews)).toBeTruthy();
    const up = within(item).getByLabelText('RELIANCE up +2.35% since the news');
    const down = within(item).getByLabelText('TCS down -1.10% since the news');
    expect(up.className).toContain('MuiChip-colorSuccess');
    expect(down.className).toContain('MuiChip-colorError');
    expect(within(item).queryByText(/INFY/)).toBeNull();
  });

  it('puts a placeholder where a picture is missing or fails to load', async () => {
    onePage({
      ...newsPage(1, 1, 0),
      news_data: [makeNewsItem({ id: 1, image_url: null }), makeNewsItem({ id: 2 })],
    });
    start();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByTestId('news-image-fallback')).toBeTruthy();
    fireEvent.error(items()[1]!.querySelector('img')!);
    expect(within(items()[1]!).getByTestId('news-image-fallback')).toBeTruthy();
  });

  it('loads the next page as the end of the list comes near, and stops after the last', async () => {
    const api = serve((page) => json(200, newsPage(page, 2, page === 1 ? 10 : 3)));
    start();
    await waitFor(() => expect(items()).toHaveLength(10));
    for (const observer of FakeIntersectionObserver.instances) {
      for (const element of observer.observed) FakeIntersectionObserver.report(element, true);
    }
    await waitFor(() => expect(items()).toHaveLength(13));
    expect(callsTo(api, 'GET', NEWS).map(([input]) => input)).toEqual([
      `${NEWS}?detail_count=10&page_number=1`,
      `${NEWS}?detail_count=10&page_number=2`,
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is no news', async () => {
    onePage(newsPage(1, 0, 0));
    start();
    expect(await screen.findByText(NEWS_TEXTS.empty)).toBeTruthy();
  });

  it('notes demo headlines under the list', async () => {
    onePage({ ...newsPage(1, 1, 0), news_data: [makeNewsItem({ is_demo: true })] });
    start();
    expect(await screen.findByText(NEWS_TEXTS.demoNote)).toBeTruthy();
  });

  it('offers Retry when the news fails to load', async () => {
    let isDown = true;
    serve(() => (isDown ? json(500, {}) : json(200, newsPage(1, 1, 1))));
    start();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText(NEWS_TEXTS.failed)).toBeTruthy();
    isDown = false;
    fireEvent.click(retry);
    await waitFor(() => expect(items()).toHaveLength(1));
  }, 30_000);
});
