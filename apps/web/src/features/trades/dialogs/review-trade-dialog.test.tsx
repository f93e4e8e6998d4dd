import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADE_MESSAGES } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import {
  REVIEW_DIALOG_TITLE,
  ReviewTradeDialog,
  type ReviewTradeDialogProps,
} from './review-trade-dialog.tsx';
import { buildTrade, durationListAnswer } from './test-fixtures.ts';
import { type AcceptedTradeForm, type TradeDraft, toTradeDraft } from './trade-form/form-values.ts';
import { MARKET_ENTRY_NOTE, POSITION_HELD, POSITION_NONE } from './trade-summary.tsx';

const CREATE = '/backend/api/trade/create-trade/';
const DURATIONS = '/backend/api/trade/duration-list';
const LIVE_PRICE = '/backend/api/trade/update-live-price/';
const SLOW_UI = { timeout: 20_000 };

const bridge = installTestBridge(() => {
  storeValidLogin();
  installFakeLivePriceClient();
});
afterEach(() => setLivePriceClient(null));

const livePriceAnswer = () =>
  json(200, { id: 31, live_price: 2510, close_price: 2480, up_down_price: 30, up_down_percent: 1.21 });

const values: AcceptedTradeForm = {
  security: { id: 31, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' },
  trade_type: 'Buy',
  entry_price: 2500,
  target_price: 2600,
  stop_loss: 2450,
  target_stop_loss_list: [{ target_price: 2700, stop_loss: 2600 }],
  lots: 3,
  duration: 3,
  reasoning: 'Breakout above the 200-day average',
  visibility: 'followers',
  group: null,
  kind: 'virtual',
  order_type: 'market_order',
  holds_position: true,
};
const draft: TradeDraft = toTradeDraft(values, null);

function renderReview(props: Partial<ReviewTradeDialogProps> = {}) {
  const handlers = { onClose: vi.fn(), onEdit: vi.fn(), onPosted: vi.fn() };
  renderAt('/', { '/': <ReviewTradeDialog open draft={draft} {...handlers} {...props} /> });
  return handlers;
}

/** Every review asks for the market order's live price. */
const api = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi({ [`POST ${LIVE_PRICE}`]: livePriceAnswer, ...handlers });

const dialog = (name = REVIEW_DIALOG_TITLE) => screen.getByRole('dialog', { name, hidden: true });
const button = (name: string) => within(dialog()).getByRole('button', { name, hidden: true });

describe('ReviewTradeDialog', SLOW_UI, () => {
  it('shows the trade: security, side, entry, targets, stop losses, lots, duration and reasoning', async () => {
    api({ [`GET ${DURATIONS}`]: durationListAnswer });
    renderReview();
    const review = dialog();
    const text = review.textContent ?? '';
    expect(text).toContain('RELIANCE · Reliance Industries Ltd');
    expect(text).toContain('NSE');
    // A market order: the entry is the live price, refreshed, taken when the trade is posted.
    await waitFor(() =>
      expect(dialog().textContent).toContain(`Entry priceMarket price ₹2,510.00${MARKET_ENTRY_NOTE}`),
    );
    expect(text).toContain('Order typeMarket order');
    expect(text).toContain('Target 1₹2,600.00');
    expect(text).toContain('Stop loss 1₹2,450.00');
    expect(text).toContain('Target 2₹2,700.00');
    expect(text).toContain('Stop loss 2₹2,600.00');
    expect(text).toContain('Lots3');
    expect(text).toContain('SideBuy');
    expect(text).toContain(`Your position${POSITION_HELD}`);
    expect(text).toContain('Breakout above the 200-day average');
    await waitFor(() => expect(dialog().textContent).toContain('DurationIntermediate (2~6 weeks)'));
    expect(button('Edit')).toBeTruthy();
    expect(button('Post')).toBeTruthy();
    expect(button('Post & Share')).toBeTruthy();
  });

  it('shows a limit order with the typed entry, asking for no live price', async () => {
    const fetchMock = api({ [`GET ${DURATIONS}`]: durationListAnswer });
    renderReview({
      draft: toTradeDraft({ ...values, order_type: 'limit_order', holds_position: false }, null),
    });
    const text = dialog().textContent ?? '';
    expect(text).toContain('Entry price₹2,500.00');
    expect(text).toContain('Order typeLimit order');
    expect(text).not.toContain(MARKET_ENTRY_NOTE);
    expect(text).toContain(`Your position${POSITION_NONE}`);
    await waitFor(() => expect(dialog().textContent).toContain('DurationIntermediate (2~6 weeks)'));
    expect(callsTo(fetchMock, 'POST', LIVE_PRICE)).toHaveLength(0);
  });

  it("posts the trade and shows 'Trade Posted Succesfully'", async () => {
    const posted = buildTrade({ id: 90 });
    const fetchMock = api({
      [`GET ${DURATIONS}`]: durationListAnswer,
      [`POST ${CREATE}`]: () => json(201, posted),
    });
    const { onPosted } = renderReview();
    fireEvent.click(button('Post'));
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(posted));
    // A virtual market order is sent without its entry: the server enters now at its live price.
    const { entry_price: _shownLivePrice, ...enterNow } = draft.body;
    expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1])).toEqual(enterNow);
    expect(bridge.notify).toHaveBeenCalledWith('Trade Posted Succesfully', 'success', undefined);
  });

  it('posts a limit order with its entry price, to wait Upcoming for it', async () => {
    const fetchMock = api({
      [`GET ${DURATIONS}`]: durationListAnswer,
      [`POST ${CREATE}`]: () => json(201, buildTrade({ id: 91 })),
    });
    const limit = toTradeDraft({ ...values, order_type: 'limit_order' }, null);
    const { onPosted } = renderReview({ draft: limit });
    fireEvent.click(button('Post'));
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1])).toEqual(limit.body);
  });

  it("shows the server's message for 4.5 s when posting fails, and the buttons work again", async () => {
    api({
      [`GET ${DURATIONS}`]: durationListAnswer,
      [`POST ${CREATE}`]: () => json(400, { message: 'Connect a broker account to place real trades' }),
    });
    const { onPosted } = renderReview();
    fireEvent.click(button('Post'));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Connect a broker account to place real trades',
        'error',
        4500,
      ),
    );
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((button('Post') as HTMLButtonElement).disabled).toBe(false));
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('shows the message of a failure the shared catalogue only logs (e.g. 409) for 4.5 s', async () => {
    api({
      [`GET ${DURATIONS}`]: durationListAnswer,
      [`POST ${CREATE}`]: () => json(409, { message: 'This trade was already posted' }),
    });
    renderReview();
    fireEvent.click(button('Post'));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('This trade was already posted', 'error', 4500),
    );
  });

  it('needs a group for group visibility, then posts to that group and shows its refusal', async () => {
    const groupPost = '/backend/api/own-groups/5/post-trade/';
    const refusal = 'Groups are not available yet, so a trade cannot be posted to a group';
    const fetchMock = api({
      [`GET ${DURATIONS}`]: durationListAnswer,
      [`POST ${groupPost}`]: () => json(400, { message: refusal }),
    });
    renderReview({ groupsEnabled: true, groups: [{ id: 5, name: 'Swing Club' }] });
    fireEvent.click(within(dialog()).getByLabelText('Group'));
    fireEvent.click(button('Post'));
    expect(await within(dialog()).findByText(TRADE_MESSAGES.selectGroup)).toBeTruthy();
    // Nothing posted (the live price call is a POST too, so the posting calls are counted by name).
    expect(callsTo(fetchMock, 'POST', groupPost)).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', CREATE)).toHaveLength(0);

    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /^Group/, hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: 'Swing Club' }));
    fireEvent.click(button('Post'));
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith(refusal, 'error', 4500));
    expect(bodyOf(callsTo(fetchMock, 'POST', groupPost)[0]![1])).toMatchObject({
      visibility: 'group',
      group: 5,
      is_trade_private: false,
    });
    expect(callsTo(fetchMock, 'POST', CREATE)).toHaveLength(0);
  });

  it('offers Public and Private without the groups feature, and posts a private trade', async () => {
    const fetchMock = api({
      [`GET ${DURATIONS}`]: durationListAnswer,
      [`POST ${CREATE}`]: () => json(201, buildTrade({ id: 91, visibility: 'private' })),
    });
    renderReview();
    expect(within(dialog()).getByLabelText('Public')).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Group')).toBeNull();
    fireEvent.click(within(dialog()).getByLabelText('Private (Only me)'));
    fireEvent.click(button('Post'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', CREATE)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1])).toMatchObject({
      visibility: 'private',
      is_trade_private: true,
      group: null,
    });
  });

  it('goes back to the form with the visibility chosen here', async () => {
    api({ [`GET ${DURATIONS}`]: durationListAnswer });
    const { onEdit } = renderReview({ groupsEnabled: true, groups: [] });
    fireEvent.click(within(dialog()).getByLabelText('Private (Only me)'));
    fireEvent.click(button('Edit'));
    expect(onEdit).toHaveBeenCalledWith(
      toTradeDraft({ ...values, visibility: 'private', group: null }, null),
    );
    expect(onEdit.mock.calls[0]![0].body).toEqual({
      ...draft.body,
      visibility: 'private',
      is_trade_private: true,
      group: null,
    });
  });

  it("Post & Share: posts, then offers the new trade's links; closing the share dialog ends the flow", async () => {
    const posted = buildTrade({ id: 90 });
    api({ [`GET ${DURATIONS}`]: durationListAnswer, [`POST ${CREATE}`]: () => json(201, posted) });
    const { onPosted } = renderReview();
    fireEvent.click(button('Post & Share'));
    const share = await screen.findByRole('dialog', { name: 'Share Trade' });
    expect((within(share).getByLabelText('Trade link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/trade/90/Reliance%20Industries%20Ltd`,
    );
    expect(bridge.notify).toHaveBeenCalledWith('Trade Posted Succesfully', 'success', undefined);
    expect(onPosted).not.toHaveBeenCalled();
    fireEvent.click(within(share).getByRole('button', { name: 'Done' }));
    expect(onPosted).toHaveBeenCalledWith(posted);
  });
});
