import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADE_MESSAGES, TRADE_PRICE_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket, tickFrame } from '../../../shared/live/fake-web-socket.ts';
import { bodyOf, callsTo, json, mockApi } from '../../../test-render.tsx';
import { CONNECT_BROKER_HINT } from './trade-form/kind-field.tsx';
import { HOLDS_POSITION_HINT, HOLDS_POSITION_LABEL } from './trade-form/position-field.tsx';
import {
  addRow,
  api,
  button,
  byLabel,
  chooseOrderType,
  DURATIONS,
  dialog,
  durationBox,
  durationsLoaded,
  fillLimitLadder,
  helperOf,
  installTradeFormTests,
  LIVE,
  LIVE_PRICE,
  numberField,
  pickSecurity,
  radio,
  reliance,
  renderForm,
  SLOW_UI,
  securityBox,
  sideSwitch,
  submit,
  type,
} from './trade-form-dialog.test-kit.tsx';
import { MARKET_PRICE_HINTS } from './trade-form-dialog.tsx';

installTradeFormTests();

describe('TradeFormDialog: add', SLOW_UI, () => {
  it('starts as Buy, 1 lot, virtual, market order, with the first shown duration and focus on the security', async () => {
    api();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Add Trade', hidden: true })).toBeTruthy();
    await durationsLoaded();
    expect(document.activeElement).toBe(securityBox());
    expect(sideSwitch().checked).toBe(false);
    expect(numberField('Lots').value).toBe('1');
    expect(radio('Virtual').checked).toBe(true);
    expect(within(dialog()).getByRole('combobox', { name: /^Order type/, hidden: true }).textContent).toBe(
      'Market order',
    );
  });

  it('keeps the Reasoning label in the outline, above the empty text area, before and after focus', async () => {
    api();
    renderForm();
    await durationsLoaded();
    const reasoning = byLabel('Reasoning') as HTMLTextAreaElement;
    const label = () => dialog().querySelector(`label[for="${reasoning.id}"]`);
    expect(label()?.getAttribute('data-shrink')).toBe('true');
    fireEvent.focus(reasoning);
    fireEvent.change(reasoning, { target: { value: 'Breakout on volume' } });
    fireEvent.blur(reasoning);
    expect(label()?.getAttribute('data-shrink')).toBe('true');
  });

  it('lists the durations without Short term', async () => {
    api();
    renderForm();
    await durationsLoaded();
    fireEvent.mouseDown(durationBox());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Intra-day-BTST (1~2 days)', 'Intermediate (2~6 weeks)', 'Long term (>6 weeks)']);
  });

  it('offers real trades only with a connected broker', async () => {
    api();
    renderForm();
    const real = radio('Real');
    expect(real.disabled).toBe(true);
    expect(within(dialog()).getByText(CONNECT_BROKER_HINT)).toBeTruthy();
    await durationsLoaded();
  });

  it('shows no visibility choice unless groups are enabled', async () => {
    api();
    renderForm();
    await durationsLoaded();
    expect(within(dialog()).queryByRole('radiogroup', { name: 'Visibility', hidden: true })).toBeNull();
  });

  it('searches securities as the user types, and an emptied box clears the list', async () => {
    const fetchMock = api();
    renderForm();
    fireEvent.change(securityBox(), { target: { value: 'RELI' } });
    expect(await screen.findByRole('option', { name: /RELIANCE/ })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/backend/api/trade/security_search/RELI')).toHaveLength(1);
    fireEvent.change(securityBox(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: /RELIANCE/ })).toBeNull());
  });

  it('builds the create-trade body of a market order at the live price and hands a virtual trade to the review', async () => {
    api();
    const { onReview, onSubmitReal } = renderForm();
    await durationsLoaded();
    await pickSecurity();
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    type('First target', '2600');
    type('First stop loss', '2450');
    type('Lots', '2');
    fireEvent.change(byLabel('Reasoning'), {
      target: { value: '  Breakout  ' },
    });
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onSubmitReal).not.toHaveBeenCalled();
    const { security, body } = onReview.mock.calls[0]![0];
    expect({ security, body }).toEqual({
      security: reliance,
      body: {
        security: 31,
        security_name: 'Reliance Industries Ltd',
        trade_type: 'Buy',
        entry_price: 2500,
        target_price: 2600,
        stop_loss: 2450,
        target_stop_loss_list: [],
        lots: 2,
        duration: 1,
        reasonings: 'Breakout',
        is_trade_private: false,
        visibility: 'followers',
        group: null,
        is_real: false,
        order_type: 'market_order',
        holds_position: false,
      },
    });
  });

  it('asks every poster whether they hold a position in the security, unticked to start; ticked, the body says so', async () => {
    api();
    const { onReview } = renderForm({ security: reliance });
    await durationsLoaded();
    const position = byLabel(HOLDS_POSITION_LABEL) as HTMLInputElement;
    expect(position.type).toBe('checkbox');
    expect(position.checked).toBe(false);
    expect(helperOf(position)).toBe(HOLDS_POSITION_HINT);
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    type('First target', '2600');
    type('First stop loss', '2450');
    fireEvent.click(position);
    expect(position.checked).toBe(true);
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({ security: 31, holds_position: true });
  });

  it('sends a real trade straight to the broker flow', async () => {
    api();
    const { onReview, onSubmitReal } = renderForm({ brokerConnected: true, security: reliance });
    await durationsLoaded();
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    type('First target', '2600');
    type('First stop loss', '2450');
    fireEvent.click(radio('Real'));
    expect(within(dialog()).queryByText(CONNECT_BROKER_HINT)).toBeNull();
    submit('Place Real Trade');
    await waitFor(() => expect(onSubmitReal).toHaveBeenCalledTimes(1));
    expect(onSubmitReal.mock.calls[0]![0].body).toMatchObject({
      is_real: true,
      order_type: 'market_order',
      entry_price: LIVE,
    });
    expect(onReview).not.toHaveBeenCalled();
  });
});

describe('TradeFormDialog: market and limit orders', SLOW_UI, () => {
  it("shows a market order's entry as the live price: read-only, labelled Market price, following the ticks", async () => {
    const fetchMock = api();
    const { onReview } = renderForm();
    await durationsLoaded();
    expect(helperOf(numberField('Market price'))).toBe(MARKET_PRICE_HINTS.noSecurity);
    await pickSecurity();
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    expect(numberField('Market price').readOnly).toBe(true);
    expect(helperOf(numberField('Market price'))).toBe(MARKET_PRICE_HINTS.live);
    expect(bodyOf(callsTo(fetchMock, 'POST', LIVE_PRICE)[0]![1])).toEqual({ id: reliance.id });

    // The live channel's ticks take over from the call.
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => socket.receive([tickFrame(reliance.id, 2512.35)]));
    await waitFor(() => expect(numberField('Market price').value).toBe('2512.35'));
    type('First target', '2600');
    type('First stop loss', '2450');
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({
      entry_price: 2512.35,
      order_type: 'market_order',
    });
  });

  it('judges the targets and stop losses against the live price', async () => {
    api();
    const { onReview } = renderForm({ security: reliance });
    await durationsLoaded();
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    // Above the live price of 2,500: a Buy stop loss must sit below the entry.
    type('First target', '2700');
    type('First stop loss', '2550');
    submit();
    await waitFor(() => expect(helperOf(numberField('First stop loss'))).toBe(TRADE_MESSAGES.buyStopLoss));
    expect(onReview).not.toHaveBeenCalled();
  });

  it('says so when the live price cannot be loaded', async () => {
    api({ [`POST ${LIVE_PRICE}`]: () => json(500, {}) });
    renderForm({ security: reliance });
    await waitFor(() => expect(helperOf(numberField('Market price'))).toBe(MARKET_PRICE_HINTS.unavailable), {
      timeout: 15_000,
    });
    expect(numberField('Market price').value).toBe('');
  });

  it('a limit order takes the typed entry, starting from the live price', async () => {
    api();
    const { onReview } = renderForm({ security: reliance });
    await durationsLoaded();
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    await chooseOrderType('Limit order');
    expect(numberField('Entry price').value).toBe(String(LIVE));
    expect(numberField('Entry price').readOnly).toBe(false);
    type('Entry price', '2400.004');
    type('First target', '2600');
    type('First stop loss', '2300');
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    // Rounded to paise, as the server will.
    expect(onReview.mock.calls[0]![0].body).toMatchObject({ entry_price: 2400, order_type: 'limit_order' });
  });

  it('refuses prices that round to nothing or are too large, on their fields', async () => {
    api();
    const { onReview } = renderForm({ security: reliance });
    await durationsLoaded();
    await fillLimitLadder('100', '1e15', '0.0001');
    submit();
    await waitFor(() => expect(helperOf(numberField('First stop loss'))).toBe(TRADE_PRICE_MESSAGES.tooSmall));
    expect(helperOf(numberField('First target'))).toBe(TRADE_PRICE_MESSAGES.tooLarge);
    expect(onReview).not.toHaveBeenCalled();
  });
});

describe('TradeFormDialog: validation messages of §5', SLOW_UI, () => {
  it('requires the security, entry price, first target and first stop loss', async () => {
    const fetchMock = api();
    const { onReview } = renderForm();
    await durationsLoaded();
    await chooseOrderType('Limit order');
    submit();
    await waitFor(() => expect(helperOf(numberField('Entry price'))).toBe(TRADE_MESSAGES.required));
    expect(helperOf(numberField('First target'))).toBe(TRADE_MESSAGES.required);
    expect(helperOf(numberField('First stop loss'))).toBe(TRADE_MESSAGES.required);
    expect(helperOf(securityBox())).toBe(TRADE_MESSAGES.required);
    expect(helperOf(numberField('Lots'))).toBeNull();
    expect(onReview).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/create-trade/')).toHaveLength(0);
  });

  it('requires lots, and at least 1', async () => {
    api();
    renderForm();
    await durationsLoaded();
    type('Lots', '');
    submit();
    await waitFor(() => expect(helperOf(numberField('Lots'))).toBe(TRADE_MESSAGES.required));
    type('Lots', '0');
    await waitFor(() => expect(helperOf(numberField('Lots'))).toBe(TRADE_MESSAGES.lotsAtLeastOne));
  });

  it('requires a duration when none can be chosen', async () => {
    mockApi({ [`GET ${DURATIONS}`]: () => json(200, []) });
    renderForm();
    submit();
    await waitFor(() => expect(helperOf(durationBox())).toBe(TRADE_MESSAGES.required));
  });

  it.each([
    ['entry between nothing', '100', '90', '110', 'Entry price', TRADE_MESSAGES.buyEntryPrice],
    ['target below the entry', '100', '90', '95', 'First target', TRADE_MESSAGES.buyTargetPrice],
    ['stop loss above the entry', '100', '110', '105', 'First stop loss', TRADE_MESSAGES.buyStopLoss],
  ])('Buy, %s: the message on its field', async (_case, entry, target, stopLoss, field, message) => {
    api();
    renderForm({ security: reliance });
    await durationsLoaded();
    await fillLimitLadder(entry, target, stopLoss);
    submit();
    await waitFor(() => expect(helperOf(numberField(field))).toBe(message));
  });

  it.each([
    ['entry between nothing', '100', '110', '90', 'Entry price', TRADE_MESSAGES.sellEntryPrice],
    ['target above the entry', '100', '110', '105', 'First target', TRADE_MESSAGES.sellTargetPrice],
    ['stop loss below the entry', '100', '90', '95', 'First stop loss', TRADE_MESSAGES.sellStopLoss],
  ])('Sell, %s: the message on its field', async (_case, entry, target, stopLoss, field, message) => {
    api();
    renderForm({ security: reliance });
    await durationsLoaded();
    fireEvent.click(sideSwitch());
    expect(sideSwitch().checked).toBe(true);
    await fillLimitLadder(entry, target, stopLoss);
    submit();
    await waitFor(() => expect(helperOf(numberField(field))).toBe(message));
  });

  it.each([
    ['Buy', '100', '110', '95', '105', null, TRADE_MESSAGES.buyTargets],
    ['Buy', '100', '110', '95', '120', '115', TRADE_MESSAGES.buyStopLosses],
    ['Sell', '100', '90', '105', '95', null, TRADE_MESSAGES.sellTargets],
    ['Sell', '100', '90', '105', '80', '85', TRADE_MESSAGES.sellStopLosses],
  ])(
    '%s intermediate rows: %s/%s/%s then %s/%s shows the rows message under the rows',
    async (side, entry, target, stopLoss, rowTarget, rowStop, message) => {
      api();
      renderForm({ security: reliance });
      await durationsLoaded();
      if (side === 'Sell') fireEvent.click(sideSwitch());
      await fillLimitLadder(entry, target, stopLoss);
      addRow();
      type('Target 2', rowTarget);
      if (rowStop !== null) type('Stop loss 2', rowStop);
      submit();
      const shown = await within(dialog()).findByText(message);
      // Under the rows: after the last row's fields, before the Add target button.
      const addButton = button('Add target');
      expect(
        numberField('Stop loss 2').compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(shown.compareDocumentPosition(addButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});
