import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { REVIEW_DIALOG_TITLE } from './review-trade-dialog.tsx';
import { buildTrade, durationListAnswer } from './test-fixtures.ts';
import { TradeComposer } from './trade-composer.tsx';

const CREATE = '/backend/api/trade/create-trade/';

const bridge = installTestBridge(() => {
  storeValidLogin();
  installFakeLivePriceClient();
});
afterEach(() => setLivePriceClient(null));

const dialog = (name: string) => screen.getByRole('dialog', { name, hidden: true });
const field = (name: string, label: RegExp) => within(dialog(name)).getByLabelText(label) as HTMLInputElement;
const press = (name: string, button: string) =>
  fireEvent.click(within(dialog(name)).getByRole('button', { name: button, hidden: true }));

describe('TradeComposer', { timeout: 30_000 }, () => {
  it('form -> review -> Edit keeps the values -> review -> Post, a market order at the live price', async () => {
    const posted = buildTrade({ id: 95 });
    const fetchMock = mockApi({
      'GET /backend/api/trade/duration-list': durationListAnswer,
      'POST /backend/api/trade/update-live-price/': () =>
        json(200, { id: 31, live_price: 2500, close_price: 2480, up_down_price: 20, up_down_percent: 0.81 }),
      [`POST ${CREATE}`]: () => json(201, posted),
    });
    const handlers = { onClose: vi.fn(), onSubmitReal: vi.fn(), onPosted: vi.fn() };
    const security = { id: 31, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' };
    renderAt('/', { '/': <TradeComposer open mode="add" security={security} {...handlers} /> });

    await waitFor(() =>
      expect(
        within(dialog('Add Trade')).getByRole('combobox', { name: /^Duration/, hidden: true }).textContent,
      ).toBe('Intra-day-BTST (1~2 days)'),
    );
    await waitFor(() => expect(field('Add Trade', /^Market price/).value).toBe('2500'));
    fireEvent.change(field('Add Trade', /^First target/), { target: { value: '2600' } });
    fireEvent.change(field('Add Trade', /^First stop loss/), { target: { value: '2450' } });
    press('Add Trade', 'Review');

    await waitFor(() =>
      expect(dialog(REVIEW_DIALOG_TITLE).textContent).toContain('Entry priceMarket price ₹2,500.00'),
    );
    press(REVIEW_DIALOG_TITLE, 'Edit');

    await waitFor(() => expect(field('Add Trade', /^Market price/).value).toBe('2500'));
    expect(field('Add Trade', /^First target/).value).toBe('2600');
    fireEvent.change(field('Add Trade', /^Lots/), { target: { value: '5' } });
    press('Add Trade', 'Review');

    await waitFor(() => expect(dialog(REVIEW_DIALOG_TITLE).textContent).toContain('Lots5'));
    press(REVIEW_DIALOG_TITLE, 'Post');
    await waitFor(() => expect(handlers.onPosted).toHaveBeenCalledWith(posted));
    expect(handlers.onClose).toHaveBeenCalled();
    const sent = bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1]);
    // Enter now: no entry price, so the server takes its own live price and posts it Live.
    expect(sent).not.toHaveProperty('entry_price');
    expect(sent).toMatchObject({
      security: 31,
      target_price: 2600,
      stop_loss: 2450,
      lots: 5,
      duration: 1,
      order_type: 'market_order',
    });
    expect(bridge.notify).toHaveBeenCalledWith('Trade Posted Succesfully', 'success', undefined);
    expect(handlers.onSubmitReal).not.toHaveBeenCalled();
  });
});
