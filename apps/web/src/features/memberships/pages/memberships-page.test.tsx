import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../../shared/ui/fake-intersection-observer.ts';
import { type FetchMock, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import type { Membership, VideoSubscription } from '../api.ts';
import { MembershipsPage, NO_ACTIVE_MEMBERSHIP, NO_PAST_MEMBERSHIP } from './memberships-page.tsx';

const PATH = '/membership';

installTestBridge(() => {
  storeValidLogin();
  installFakeIntersectionObserver();
});

const membership = (id: number, overrides: Partial<Membership> = {}): Membership => ({
  id,
  group_detail: {
    id: 30 + id,
    name: `Group ${id}`,
    picture: null,
    group_type: 'Premium',
    admin: { id: 2, name: 'Ananya Sharma' },
  },
  plan: 'Monthly',
  start_date: '2026-05-09T09:35:00.000Z',
  end_date: '2026-06-09T09:35:00.000Z',
  status: 'Active',
  is_trial: false,
  total_price: 449.1,
  payment_id: `pay_${id}`,
  ...overrides,
});

const pageInfo = (page: number, total: number) => ({
  page_number: page,
  detail_count: 12,
  total_page: total,
  total_count: 13,
});

const videoBought = (id: number, overrides: Partial<VideoSubscription> = {}): VideoSubscription => ({
  id,
  subscription_type: 'video',
  video: { id: 40 + id, title: `Video ${id}`, thumbnail: null },
  playlist: null,
  owner: { id: 7, name: 'Meera Iyer' },
  start_date: '2026-05-10T09:35:00.000Z',
  end_date: null,
  status: 'Active',
  total_price: 149,
  payment_id: `pay_v${id}`,
  ...overrides,
});

/** Active: 13 plans over two pages (the second with a trial); Past: none. Videos: `videos` bought. */
function answer(videos: VideoSubscription[] = []): FetchMock {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input, 'http://localhost');
    const page = Number(url.searchParams.get('page_number'));
    const status = url.searchParams.get('status');
    if (url.pathname === '/backend/api/membership/') {
      const rows =
        status === 'Expired'
          ? []
          : page === 1
            ? Array.from({ length: 12 }, (_, index) => membership(index + 1))
            : [membership(13, { is_trial: true, plan: 'Weekly', total_price: 0 })];
      return json(200, {
        membership: rows,
        page_info: pageInfo(page, status === 'Expired' ? 0 : 2),
        count: { active: 13, expired: 0 },
      });
    }
    if (url.pathname === '/backend/api/video-subscriptions/') {
      const rows = status === 'Expired' ? [] : videos;
      return json(200, {
        membership: rows,
        page_info: { ...pageInfo(1, rows.length > 0 ? 1 : 0), total_count: rows.length },
        count: { active: videos.length, expired: 0 },
      });
    }
    return json(404, {});
  });
  return fetchMock;
}

const start = () => renderAt(PATH, { [PATH]: <MembershipsPage /> });

describe('MembershipsPage', () => {
  it('lists Active and Past with counts, 12 at a time, and the next page on scroll', async () => {
    const fetchMock = answer();
    start();
    const active = await screen.findByRole('list', { name: 'Active memberships' });
    expect(within(active).getAllByRole('listitem', { name: /^Group \d+$/ })).toHaveLength(12);
    const first = fetchMock.mock.calls.find(([input]) => input.includes('status=Active'))?.[0] ?? '';
    expect(Object.fromEntries(new URL(first, 'http://localhost').searchParams)).toEqual({
      status: 'Active',
      page_number: '1',
      detail_count: '12',
    });
    expect(screen.getByRole('button', { name: 'Active 13' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Past 0' })).toBeTruthy();
    expect(screen.getByText(NO_PAST_MEMBERSHIP)).toBeTruthy();

    const row = within(active).getByRole('listitem', { name: 'Group 1' });
    expect(within(row).getByRole('link', { name: 'Group 1' }).getAttribute('href')).toBe(
      '/premium-groups/detail/31',
    );
    expect(within(row).getByText('9 May 2026 – 9 Jun 2026')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    const sentinel = active.nextElementSibling as Element;
    act(() => FakeIntersectionObserver.report(sentinel, true));
    const trial = await within(active).findByRole('listitem', { name: 'Group 13' });
    expect(within(trial).getByText('Free trial')).toBeTruthy();
    expect(within(trial).getByText('Weekly')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Active 13' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Active 13' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });

  it('shows both empty texts on the Videos tab', async () => {
    const fetchMock = answer();
    start();
    await screen.findByRole('list', { name: 'Active memberships' });
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText(NO_ACTIVE_MEMBERSHIP)).toBeTruthy();
    expect(screen.getByText(NO_PAST_MEMBERSHIP)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) => input.startsWith('/backend/api/video-subscriptions/')),
    ).toBe(true);
  });

  it('lists the videos and playlists bought on the Videos tab, each linked to where it plays', async () => {
    answer([
      videoBought(1, {
        subscription_type: 'playlist',
        video: null,
        playlist: { id: 5, name: 'Swing trading course', thumbnail: null },
        total_price: 999,
      }),
      videoBought(2),
    ]);
    renderAt(`${PATH}?tab=videos`, { [PATH]: <MembershipsPage /> });
    const active = await screen.findByRole('list', { name: 'Active memberships' });
    expect(screen.getByRole('button', { name: 'Active 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Past 0' })).toBeTruthy();
    expect(screen.getByText(NO_PAST_MEMBERSHIP)).toBeTruthy();

    const playlist = within(active).getByRole('listitem', { name: 'Swing trading course' });
    expect(within(playlist).getByRole('link', { name: 'Swing trading course' }).getAttribute('href')).toBe(
      '/playlist-detail?ptid=5',
    );
    expect(within(playlist).getByText('by Meera Iyer')).toBeTruthy();
    expect(within(playlist).getByText(/₹999\.00/)).toBeTruthy();
    expect(within(playlist).getByText(/^Whole playlist/)).toBeTruthy();
    expect(within(playlist).getByText('Bought 10 May 2026')).toBeTruthy();
    expect(within(playlist).getByText('Active')).toBeTruthy();

    const video = within(active).getByRole('listitem', { name: 'Video 2' });
    expect(within(video).getByRole('link', { name: 'Video 2' }).getAttribute('href')).toBe(
      '/video-detail?vdid=42&usid=7&type=video',
    );
  });
});
