import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { NEWS_TEXTS } from '../news-texts.ts';
import { makeNewsItem } from '../test-fixtures.ts';
import { NewsDetailPage } from './news-detail-page.tsx';

const DETAIL = (id: number) => `/backend/api/trade/news-detail/${id}`;
const bridge = installTestBridge();

const item = makeNewsItem({
  id: 7,
  title: 'RBI holds the repo rate',
  description: `${'The central bank kept its policy rate unchanged. '.repeat(5)}Markets took it calmly.`,
  is_demo: true,
  all_growth: [
    { id: 1, symbol: 'HDFCBANK', name: 'HDFC Bank', exchange: 'NSE', growth: 1.2 },
    { id: 2, symbol: 'SBIN', name: 'State Bank of India', exchange: 'NSE', growth: -0.4 },
  ],
});

const start = (search: string) => renderAt(`/news-detail${search}`, { '/news-detail': <NewsDetailPage /> });

describe('NewsDetailPage', () => {
  it('shows the whole item, its securities as links and the story at its source', async () => {
    mockApi({ [`GET ${DETAIL(7)}`]: () => json(200, item) });
    start('?id=7');
    expect(screen.getByRole('status', { name: 'Loading the news item' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'RBI holds the repo rate' })).toBeTruthy();
    expect(screen.getByText(item.description)).toBeTruthy();
    expect(screen.getByText('2 hours ago', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HDFCBANK up +1.20% since the news' }).getAttribute('href')).toBe(
      '/search/HDFCBANK-NSE?tab=0',
    );
    const source = screen.getByRole('link', { name: NEWS_TEXTS.readAt('Example Markets') });
    expect(source.getAttribute('href')).toBe('https://news.example.com/story-7');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(NEWS_TEXTS.demoNote)).toBeTruthy();
    expect(screen.getByRole('link', { name: NEWS_TEXTS.allNews }).getAttribute('href')).toBe(
      '/trending/news',
    );
  });

  it('says News not found for an unknown id, without the catalogue snackbar', async () => {
    mockApi({ [`GET ${DETAIL(8)}`]: () => json(404, { message: 'News not found' }) });
    start('?id=8');
    expect(await screen.findByRole('heading', { level: 1, name: NEWS_TEXTS.notFound })).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('says News not found for a missing or malformed id without asking the server', () => {
    const api = mockApi({});
    start('?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: NEWS_TEXTS.notFound })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('offers Retry when loading fails otherwise', async () => {
    let isDown = true;
    const api = mockApi({ [`GET ${DETAIL(7)}`]: () => (isDown ? json(500, {}) : json(200, item)) });
    start('?id=7');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText(NEWS_TEXTS.detailFailed)).toBeTruthy();
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'RBI holds the repo rate' })).toBeTruthy();
    expect(callsTo(api, 'GET', DETAIL(7))).toHaveLength(4);
  }, 30_000);
});
