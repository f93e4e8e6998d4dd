import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { TradeCard } from '../components/trade-card.tsx';
import { makeTrade, OWNER_USER_ID } from '../components/trade-fixtures.ts';
import { durationListAnswer } from '../dialogs/test-fixtures.ts';
import { useUserTradeList } from '../hooks.ts';
import { useTradeCardActions } from './use-trade-card-actions.tsx';

const PAGE = '/my-trades';
const LIST = `/backend/api/trade/trade-list/${OWNER_USER_ID}/0/1`;
const upcoming = makeTrade({ status: 'Inactive' });
const EXIT_ORDER = '/backend/api/order/exit-order/';

const bridge = installTestBridge(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => {
  setLivePriceClient(null);
  localStorage.clear();
});

/** The poster's own list, as a profile tab shows it, with the cards' actions. */
function OwnList() {
  const list = useUserTradeList(OWNER_USER_ID, 0);
  const actions = useTradeCardActions();
  const trades = list.data?.pages.flatMap((page) => page.result) ?? [];
  return (
    <>
      <button type="button" onClick={() => actions.openComposer('copy', { trade: upcoming })}>
        Post a copy
      </button>
      {trades.map((trade) => (
        <TradeCard key={trade.id} trade={trade} viewer={actions.viewer} {...actions.handlers} />
      ))}
    </>
  );
}

function renderOwnList(answers: Parameters<typeof mockApi>[0], listed = upcoming) {
  storeValidLogin({ userId: String(OWNER_USER_ID) });
  const fetchMock = mockApi({
    [`GET ${LIST}`]: () =>
      json(200, {
        result: [listed],
        num: 1,
        today: [],
        past_week: [],
        other: [],
        count: { trade_today: 0, trade_past_week: 0, trade_other: 0 },
      }),
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    ...answers,
  });
  renderAt(PAGE, { [PAGE]: <OwnList /> });
  return fetchMock;
}

const cardButton = (name: string) =>
  within(screen.getByRole('article')).getByRole('button', { name, hidden: true });
const dialogButton = (dialog: string, name: string) =>
  within(screen.getByRole('dialog', { name: dialog, hidden: true })).getByRole('button', {
    name,
    hidden: true,
  });

/** The list's reads once what the mutation started has settled: the first read and one refetch. */
async function expectOneRefetch(
  fetchMock: ReturnType<typeof mockApi>,
  message: string,
  severity: 'success' | 'error' = 'success',
) {
  await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith(message, severity, undefined));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).length).toBeGreaterThanOrEqual(2));
  expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(2);
}

describe("a trade mutation refreshes the poster's list once", () => {
  it('after a post', async () => {
    const fetchMock = renderOwnList({
      'POST /backend/api/trade/create-trade/': () => json(201, makeTrade({ id: 102 })),
    });
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Post a copy' }));
    await waitFor(() => expect(dialogButton('Copy Trade', 'Review')).toBeTruthy());
    fireEvent.click(dialogButton('Copy Trade', 'Review'));
    await waitFor(() => expect(dialogButton('Review & Post Trade', 'Post')).toBeTruthy());
    fireEvent.click(dialogButton('Review & Post Trade', 'Post'));
    await expectOneRefetch(fetchMock, 'Trade Posted Succesfully');
  }, 30_000);

  it('after an edit', async () => {
    const fetchMock = renderOwnList({
      'POST /backend/api/trade/update-trade-detail/': () => json(200, makeTrade({ entry_price: 1490 })),
    });
    await screen.findByRole('article');
    fireEvent.click(cardButton('Modify'));
    await waitFor(() => expect(dialogButton('Edit Trade', 'Update')).toBeTruthy());
    fireEvent.click(dialogButton('Edit Trade', 'Update'));
    await expectOneRefetch(fetchMock, 'Trade Updated successfully');
  }, 30_000);

  it('after a delete', async () => {
    const fetchMock = renderOwnList({
      'POST /backend/api/trade/delete-trade/': () => json(200, { message: 'Trade deleted successfully' }),
    });
    await screen.findByRole('article');
    fireEvent.click(cardButton('Delete'));
    await waitFor(() => expect(dialogButton('Delete trade', 'Confirm')).toBeTruthy());
    fireEvent.click(dialogButton('Delete trade', 'Confirm'));
    await expectOneRefetch(fetchMock, 'Trade deleted successfully');
  }, 30_000);

  it('after a bookmark', async () => {
    const fetchMock = renderOwnList(
      {
        'GET /backend/watchlist/detail/': () => json(200, [{ id: 5, name: 'Saved Trades', items: [] }]),
        'POST /backend/watchlist/items/': () => json(201, { id: 9 }),
      },
      makeTrade({ status: 'Active', posted_by_id: OWNER_USER_ID + 1 }),
    );
    await screen.findByRole('article');
    fireEvent.click(cardButton('Add to watchlist'));
    await expectOneRefetch(fetchMock, 'Trade added to your watchlist');
    expect(callsTo(fetchMock, 'POST', '/backend/watchlist/items/')).toHaveLength(1);
  }, 30_000);

  it("after a real trade's broker order, whichever way it ends", async () => {
    const fetchMock = renderOwnList(
      {
        'GET /backend/api/order/trade-actions/': () => json(200, { action_list: ['EXIT', 'APPLY_SL'] }),
        [`POST ${EXIT_ORDER}`]: () => json(409, { message: 'Stop loss not reached' }),
      },
      makeTrade({ status: 'Active', is_real: true }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply SL' }));
    await expectOneRefetch(fetchMock, 'Stop loss not reached', 'error');
    expect(callsTo(fetchMock, 'POST', EXIT_ORDER)).toHaveLength(1);
  }, 30_000);
});
