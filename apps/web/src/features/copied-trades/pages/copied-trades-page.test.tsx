import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COPY_REASON_TEXTS } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FakeWebSocket,
  installFakeLivePriceClient,
  tickFrame,
} from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import {
  type ApiHandler,
  callsTo,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { RELIANCE_ID } from '../../trades/testing.ts';
import {
  COPIED_TRADES_PATH,
  copiedItem,
  copiedTradesAnswer,
  hiddenOriginCopy,
  laterCopy,
  liveCall,
} from '../test-fixtures.ts';
import { CopiedTradesPage } from './copied-trades-page.tsx';

installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

const items = [copiedItem(laterCopy, liveCall), copiedItem(hiddenOriginCopy, null)];

function answer(handler: ApiHandler = () => copiedTradesAnswer(items)) {
  return mockApi({ [`GET ${COPIED_TRADES_PATH}`]: handler });
}

const open = () => renderAt('/copy-trade', { '/copy-trade': <CopiedTradesPage /> });
const row = (label: string) => screen.findByRole('article', { name: label });
/** The query of each copied-trades call, in order. */
const queries = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET', COPIED_TRADES_PATH).map(([input]) =>
    Object.fromEntries(new URL(input, 'http://test').searchParams),
  );

describe('CopiedTradesPage', { timeout: 20_000 }, () => {
  it('shows each copy beside the expert’s call: figures, the difference and why, the expert’s profile', async () => {
    answer();
    open();
    const later = await row('Copy of Buy RELIANCE');
    expect(later.getAttribute('data-layout')).toBe('row');
    expect(within(later).getByRole('link', { name: 'Ravi Kumar Sharma' }).getAttribute('href')).toBe(
      '/profile/7/Ravi-Kumar-Sharma',
    );
    // Copy: (1,560 - 1,530) x 2 = 60.00, 1.96%; origin on 2 shares: 120.00, 4.00%.
    const copySide = within(later).getByRole('region', { name: 'Your copy' });
    expect(copySide.textContent).toContain('₹1,530.00');
    expect(copySide.textContent).toContain('+₹60.00(+1.96%)');
    const originSide = within(later).getByRole('region', { name: "Expert's call" });
    expect(originSide.textContent).toContain('₹1,500.00');
    expect(originSide.textContent).toContain('P&L on your lots+₹120.00(+4.00%)');
    const difference = within(later).getByRole('region', { name: 'Difference' });
    expect(within(difference).getByText('-2.04 pp').getAttribute('data-tone')).toBe('behind');
    expect(difference.textContent).toContain('-₹60.00');
    const why = within(later).getByRole('list', { name: 'Why' });
    expect(why.textContent).toContain(
      "You entered at ₹1,530.00, ₹30.00 (2.00%) worse than the expert's ₹1,500.00, 1 h after them.",
    );
    expect(why.textContent).toContain('Both are still open: compared at the live price ₹1,560.00.');
  });

  it('shows a copy whose origin is hidden alone, with no link to the expert', async () => {
    answer();
    open();
    const hidden = await row('Copy of Buy TCS');
    expect(within(hidden).getByRole('region', { name: "Expert's call" }).textContent).toContain(
      'No longer visible to you',
    );
    expect(within(hidden).getByText(/Expert hidden/)).toBeTruthy();
    expect(within(hidden).queryByRole('link')).toBeNull();
    expect(within(hidden).getByRole('list', { name: 'Why' }).textContent).toBe(
      COPY_REASON_TEXTS.originHidden,
    );
    expect(within(hidden).getByText('Real')).toBeTruthy();
    expect(within(hidden).getByRole('region', { name: 'Difference' }).textContent).toContain('—');
  });

  it('sums up in the totals strip', async () => {
    answer();
    open();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() =>
      expect(within(totals).getByRole('group', { name: 'Copies' }).textContent).toContain('2'),
    );
    expect(within(totals).getByRole('group', { name: 'Open' }).textContent).toContain('1');
    expect(within(totals).getByRole('group', { name: 'Closed' }).textContent).toContain('1');
    // 60.00 + 35.00; (1.96% + 1.00%) / 2 = 1.48%.
    expect(within(totals).getByRole('group', { name: 'Your P&L' }).textContent).toBe(
      'Your P&L+₹95.00+1.48% avg.',
    );
    expect(within(totals).getByRole('group', { name: 'Avg. difference vs experts' }).textContent).toBe(
      'Avg. difference vs experts-2.04 ppover 1 compared copy',
    );
  });

  it('asks again with the chosen filters, from page 1', async () => {
    const fetchMock = answer(() => copiedTradesAnswer(items, { num: 3 }));
    open();
    await row('Copy of Buy RELIANCE');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toEqual({ page: '2', status: 'all', kind: 'all' }));
    const status = screen.getByRole('group', { name: 'Status' });
    fireEvent.click(within(status).getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({ page: '1', status: 'open', kind: 'all' }),
    );
    expect(within(status).getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Kind' })).getByRole('button', { name: 'Real' }),
    );
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({ page: '1', status: 'open', kind: 'real' }),
    );
    expect(queries(fetchMock)[0]).toEqual({ page: '1', status: 'all', kind: 'all' });
  });

  it('moves an open copy and its origin with the live price, as the trade cards do', async () => {
    answer();
    open();
    const later = await row('Copy of Buy RELIANCE');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(socket.lastIds()).toEqual([RELIANCE_ID]));
    act(() => socket.receive([tickFrame(RELIANCE_ID, 1600)]));
    // Copy: 70 x 2 = 140.00, 4.58%; origin: 100 x 2 = 200.00, 6.67%; 4.58 - 6.67 = -2.09.
    await waitFor(() =>
      expect(within(later).getByRole('region', { name: 'Your copy' }).textContent).toContain(
        '+₹140.00(+4.58%)',
      ),
    );
    expect(within(later).getByRole('region', { name: "Expert's call" }).textContent).toContain(
      '+₹200.00(+6.67%)',
    );
    expect(within(later).getByRole('region', { name: 'Difference' }).textContent).toContain('-2.09 pp');
    expect(within(later).getByRole('list', { name: 'Why' }).textContent).toContain('live price ₹1,600.00');
  });

  it('stacks each copy as a card on a phone', async () => {
    setViewportWidth(390);
    answer();
    open();
    expect((await row('Copy of Buy RELIANCE')).getAttribute('data-layout')).toBe('stacked');
    expect((await row('Copy of Buy TCS')).getAttribute('data-layout')).toBe('stacked');
  });

  it('shows skeletons while loading', async () => {
    answer(() => new Promise<Response>(() => {}));
    open();
    expect(await screen.findByRole('progressbar', { name: 'Loading copied trades' })).toBeTruthy();
  });

  it('has an empty state with the way to calls worth copying', async () => {
    answer(() => copiedTradesAnswer([]));
    open();
    expect(await screen.findByText('You have not copied a trade yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home/42');
    expect(screen.getByRole('link', { name: 'See Trending' }).getAttribute('href')).toBe('/trending/main');
  });

  it('says so when no copy matches the filters', async () => {
    // The mock records a call before answering it: the last query is this call's.
    const fetchMock = answer(() =>
      copiedTradesAnswer(queries(fetchMock).at(-1)?.status === 'closed' ? [] : items),
    );
    open();
    await row('Copy of Buy RELIANCE');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Closed' }),
    );
    expect(await screen.findByText('No copied trades match these filters.')).toBeTruthy();
    expect(screen.queryByText('You have not copied a trade yet')).toBeNull();
  });

  it('offers Retry when the list cannot be read', async () => {
    let fails = true;
    answer(() =>
      fails ? json(500, { message: 'Something went wrong, please try again' }) : copiedTradesAnswer(items),
    );
    open();
    // A 5xx is retried first (app/query-client.ts), then shown.
    expect(
      await screen.findByText('Your copied trades could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Copy of Buy RELIANCE')).toBeTruthy();
  });
});
