import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADE_MESSAGES, TRADE_PRICE_MESSAGES } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { FakeWebSocket, installFakeLivePriceClient, tickFrame } from '../../market/fake-web-socket.ts';
import { setLivePriceClient } from '../../market/live-price-client.ts';
import { buildTrade, durationListAnswer } from './test-fixtures.ts';
import { CONNECT_BROKER_HINT } from './trade-form/kind-field.tsx';
import { INTERMEDIATE_TARGETS_TOOLTIP } from './trade-form/target-rows.tsx';
import {
  EXIT_HINT,
  MARKET_PRICE_HINTS,
  TradeFormDialog,
  type TradeFormDialogProps,
} from './trade-form-dialog.tsx';

const DURATIONS = '/backend/api/trade/duration-list';
const UPDATE = '/backend/api/trade/update-trade-detail/';
const LIVE_PRICE = '/backend/api/trade/update-live-price/';
/** RELIANCE's live price as update-live-price answers it in these tests. */
const LIVE = 2500;

const bridge = installTestBridge(() => {
  storeValidLogin();
  installFakeLivePriceClient();
});
afterEach(() => setLivePriceClient(null));
// A whole MUI form re-renders on each keystroke after submit; on a busy machine that passes 5 s.
const SLOW_UI = { timeout: 20_000 };

const reliance = { id: 31, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' };

function renderForm(props: Partial<TradeFormDialogProps> = {}) {
  const handlers = { onClose: vi.fn(), onReview: vi.fn(), onSubmitReal: vi.fn(), onUpdated: vi.fn() };
  renderAt('/', { '/': <TradeFormDialog mode="add" open {...handlers} {...props} /> });
  return handlers;
}

// Label queries and `hidden: true` keep these MUI-heavy tests fast: role queries that check
// visibility walk every element's computed style.
const dialog = () => screen.getByRole('dialog', { hidden: true });
const byLabel = (label: RegExp | string) => within(dialog()).getByLabelText(label);
const numberField = (name: string) => byLabel(new RegExp(`^${name}(\\s\\*)?$`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(numberField(name), { target: { value } });
const sideSwitch = () => byLabel('Buy or Sell') as HTMLInputElement;
const radio = (label: string) => byLabel(label) as HTMLInputElement;
const securityBox = () => byLabel(/^Security/) as HTMLInputElement;
const durationBox = () => within(dialog()).getByRole('combobox', { name: /^Duration/, hidden: true });
const button = (name: string) => within(dialog()).getByRole('button', { name, hidden: true });
const submit = (name = 'Review') => fireEvent.click(button(name));
const addRow = () => fireEvent.click(button('Add target'));

/** The message shown under a field (its MUI helper text, tied to the input by aria-describedby). */
function helperOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function durationsLoaded() {
  await waitFor(() => expect(durationBox().textContent).toBe('Intra-day-BTST (1~2 days)'));
}

async function pickSecurity() {
  fireEvent.change(securityBox(), { target: { value: 'RELI' } });
  fireEvent.click(await screen.findByRole('option', { name: /RELIANCE/ }));
}

const orderTypeBox = () => within(dialog()).getByRole('combobox', { name: /^Order type/, hidden: true });

async function chooseOrderType(label: 'Market order' | 'Limit order') {
  fireEvent.mouseDown(orderTypeBox());
  fireEvent.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(orderTypeBox().textContent).toBe(label));
}

/** A typed entry is a limit order's: a market order enters at the live price. */
async function fillLimitLadder(entry: string, target: string, stopLoss: string) {
  await chooseOrderType('Limit order');
  type('Entry price', entry);
  type('First target', target);
  type('First stop loss', stopLoss);
}

const searchAnswer = () => json(200, [reliance]);
const livePriceAnswer =
  (price = LIVE) =>
  () =>
    json(200, {
      id: reliance.id,
      live_price: price,
      close_price: 2480,
      up_down_price: price - 2480,
      up_down_percent: 0.8,
    });
const api = (extra: Record<string, () => Response> = {}) =>
  mockApi({
    [`GET ${DURATIONS}`]: durationListAnswer,
    'GET /backend/api/trade/security_search/RELI': searchAnswer,
    [`POST ${LIVE_PRICE}`]: livePriceAnswer(),
    ...extra,
  });

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
    expect(onReview.mock.calls[0]![0]).toEqual({
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
      },
    });
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

describe('TradeFormDialog: intermediate rows', SLOW_UI, () => {
  it('explains intermediate targets in a tooltip', async () => {
    api();
    renderForm();
    await durationsLoaded();
    expect(button(INTERMEDIATE_TARGETS_TOOLTIP)).toBeTruthy();
  });

  it('prefills the first row with the entry price and later rows with the previous target', async () => {
    api();
    renderForm({ security: reliance });
    await durationsLoaded();
    await fillLimitLadder('100', '110', '95');
    addRow();
    expect(numberField('Stop loss 2').value).toBe('100');
    expect(numberField('Target 2').value).toBe('');
    type('Target 2', '120');
    addRow();
    expect(numberField('Stop loss 3').value).toBe('120');
    fireEvent.click(button('Remove target 3'));
    expect(within(dialog()).queryByLabelText(/^Stop loss 3/)).toBeNull();
  });

  it('offers Add target until the trade has 10 targets (the first and 9 rows), then says so', async () => {
    api();
    renderForm({ security: reliance });
    await durationsLoaded();
    for (let row = 2; row <= 10; row += 1) addRow();
    expect(numberField('Target 10')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Add target', hidden: true })).toBeNull();
    expect(within(dialog()).getByText('A trade can have at most 10 targets')).toBeTruthy();
    fireEvent.click(button('Remove target 10'));
    expect(button('Add target')).toBeTruthy();
  });

  it('drops incomplete rows from the submitted body', async () => {
    api();
    const { onReview } = renderForm({ security: reliance });
    await durationsLoaded();
    await fillLimitLadder('100', '110', '95');
    addRow();
    type('Target 2', '120');
    addRow();
    type('Target 3', '130');
    addRow();
    type('Stop loss 4', '');
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body.target_stop_loss_list).toEqual([
      { target_price: 120, stop_loss: 100 },
      { target_price: 130, stop_loss: 120 },
    ]);
  });
});

describe('TradeFormDialog: visibility', SLOW_UI, () => {
  const groups = [
    { id: 5, name: 'Swing Club' },
    { id: 9, name: 'Options Desk' },
  ];

  it('offers Public, Private (Only me) and Group, and a group choice is then required', async () => {
    api();
    const { onReview } = renderForm({ security: reliance, groupsEnabled: true, groups });
    await durationsLoaded();
    const visibility = within(dialog()).getByRole('radiogroup', { name: 'Visibility', hidden: true });
    expect(
      within(visibility)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.parentElement?.textContent),
    ).toEqual(['Public', 'Private (Only me)', 'Group']);
    expect((within(visibility).getByLabelText('Public') as HTMLInputElement).checked).toBe(true);
    await fillLimitLadder('100', '110', '95');
    fireEvent.click(within(visibility).getByLabelText('Group'));
    const groupBox = within(dialog()).getByRole('combobox', { name: /^Group/, hidden: true });
    submit();
    await waitFor(() => expect(helperOf(groupBox)).toBe(TRADE_MESSAGES.selectGroup));
    expect(onReview).not.toHaveBeenCalled();

    fireEvent.mouseDown(groupBox);
    fireEvent.click(await screen.findByRole('option', { name: 'Options Desk' }));
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({
      visibility: 'group',
      group: 9,
      is_trade_private: false,
    });
  });

  it('marks a private trade as is_trade_private', async () => {
    api();
    const { onReview } = renderForm({ security: reliance, groupsEnabled: true, groups: [] });
    await durationsLoaded();
    await fillLimitLadder('100', '110', '95');
    fireEvent.click(radio('Private (Only me)'));
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({
      visibility: 'private',
      group: null,
      is_trade_private: true,
    });
  });
});

describe('TradeFormDialog: edit, copy, exit', SLOW_UI, () => {
  it('edit: locks security, side and reasoning, prefills the ladder and updates the trade', async () => {
    const trade = buildTrade();
    const updated = buildTrade({ entry_price: 2490 });
    const fetchMock = api({ [`POST ${UPDATE}`]: () => json(200, updated) });
    const { onClose, onUpdated, onReview } = renderForm({ mode: 'edit', trade });
    expect(screen.getByRole('heading', { name: 'Edit Trade', hidden: true })).toBeTruthy();
    await waitFor(() => expect(durationBox().textContent).toBe('Intermediate (2~6 weeks)'));
    expect(securityBox().disabled).toBe(true);
    expect(securityBox().value).toBe('RELIANCE · Reliance Industries Ltd');
    expect(sideSwitch().disabled).toBe(true);
    const reasoning = byLabel('Reasoning') as HTMLTextAreaElement;
    expect(reasoning.disabled).toBe(true);
    expect(reasoning.value).toBe('Breakout above the 200-day average');
    expect(document.activeElement).toBe(numberField('Entry price'));
    expect(numberField('First target').value).toBe('2600');
    expect(numberField('Target 2').value).toBe('2700');
    expect(numberField('Stop loss 2').value).toBe('2600');
    expect(numberField('Lots').value).toBe('3');

    type('Entry price', '2490');
    submit('Update');
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(updated));
    expect(bodyOf(callsTo(fetchMock, 'POST', UPDATE)[0]![1])).toEqual({
      id: 81,
      entry_price: 2490,
      stop_loss: 2450,
      target_price: 2600,
      target_stop_loss_list: [{ target_price: 2700, stop_loss: 2600 }],
      trade_type: 'Buy',
      lots: 3,
      duration: 3,
    });
    expect(bridge.notify).toHaveBeenCalledWith('Trade Updated successfully', 'success', undefined);
    expect(onClose).toHaveBeenCalled();
    expect(onReview).not.toHaveBeenCalled();
  });

  it('edit: keeps a Short term trade showing its duration', async () => {
    api();
    renderForm({ mode: 'edit', trade: buildTrade({ duration: 2, duration_name: 'Short term' }) });
    await waitFor(() => expect(durationBox().textContent).toBe('Short term (1~2 weeks)'));
  });

  it('copy: locks security and side, keeps the rest editable and records copy_origin', async () => {
    api();
    // An Upcoming limit order: the copy waits for the same entry.
    const trade = buildTrade({
      id: 64,
      trade_type: 'Sell',
      order_type: 'limit_order',
      entry_price: 100,
      first_target: 90,
      first_stop_loss: 105,
      target_stop_loss_list: [],
    });
    const { onReview } = renderForm({ mode: 'copy', trade });
    expect(screen.getByRole('heading', { name: 'Copy Trade', hidden: true })).toBeTruthy();
    await waitFor(() => expect(durationBox().textContent).toBe('Intermediate (2~6 weeks)'));
    expect(securityBox().disabled).toBe(true);
    expect(sideSwitch().disabled).toBe(true);
    expect(sideSwitch().checked).toBe(true);
    expect((byLabel('Reasoning') as HTMLTextAreaElement).disabled).toBe(false);
    type('Lots', '4');
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({
      security: 31,
      trade_type: 'Sell',
      entry_price: 100,
      target_price: 90,
      stop_loss: 105,
      lots: 4,
      copy_origin: 64,
      is_real: false,
      order_type: 'limit_order',
    });
  });

  it('copy: a market-order trade is copied at the live price of now', async () => {
    api();
    const trade = buildTrade({ id: 65, status: 'Active', order_type: 'market_order', entry_price: 2400 });
    const { onReview } = renderForm({ mode: 'copy', trade });
    await waitFor(() => expect(numberField('Market price').value).toBe(String(LIVE)));
    expect(numberField('Market price').readOnly).toBe(true);
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({
      copy_origin: 65,
      entry_price: LIVE,
      target_price: 2600,
      stop_loss: 2450,
      order_type: 'market_order',
    });
  });

  it('exit: prefilled from the real trade as a Sell at the live price, sent to the broker flow', async () => {
    api();
    const trade = buildTrade({
      is_real: true,
      status: 'Active',
      live_price: 2520,
      target_stop_loss_list: [],
    });
    const { onSubmitReal, onReview } = renderForm({ mode: 'exit', trade, brokerConnected: true });
    expect(screen.getByRole('heading', { name: 'Exit Trade', hidden: true })).toBeTruthy();
    await waitFor(() => expect(durationBox().textContent).toBe('Intermediate (2~6 weeks)'));
    expect(sideSwitch().checked).toBe(true);
    expect(sideSwitch().disabled).toBe(true);
    expect(securityBox().disabled).toBe(true);
    expect(radio('Real').checked).toBe(true);
    expect(radio('Virtual').disabled).toBe(true);
    // The broker sells the whole position at market: price and lots are shown, not chosen.
    expect(numberField('Live price').value).toBe('2520');
    expect(numberField('Lots').value).toBe('3');
    expect(numberField('Live price').readOnly).toBe(true);
    expect(numberField('Lots').readOnly).toBe(true);
    for (const hidden of ['First target', 'First stop loss', 'Add target'])
      expect(within(dialog()).queryByText(hidden)).toBeNull();
    expect(within(dialog()).getByText(EXIT_HINT)).toBeTruthy();
    expect(
      within(dialog())
        .getByRole('combobox', { name: 'Order type', hidden: true })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect((byLabel('Reasoning') as HTMLTextAreaElement).disabled).toBe(true);
    expect(durationBox().getAttribute('aria-disabled')).toBe('true');
    submit('Exit Trade');
    await waitFor(() => expect(onSubmitReal).toHaveBeenCalledTimes(1));
    expect(onSubmitReal.mock.calls[0]![0].body).toMatchObject({
      security: 31,
      trade_type: 'Sell',
      entry_price: 2520,
      lots: 3,
      is_real: true,
      order_type: 'market_order',
    });
    expect(onReview).not.toHaveBeenCalled();
  });

  it('exit: goes on when the live price is already past the stop loss (no trade rules for an exit)', async () => {
    api();
    const trade = buildTrade({
      is_real: true,
      status: 'Active',
      live_price: 2400,
      target_stop_loss_list: [],
    });
    const { onSubmitReal } = renderForm({ mode: 'exit', trade, brokerConnected: true });
    await waitFor(() => expect(durationBox().textContent).toBe('Intermediate (2~6 weeks)'));
    submit('Exit Trade');
    await waitFor(() => expect(onSubmitReal).toHaveBeenCalledTimes(1));
    expect(onSubmitReal.mock.calls[0]![0].body).toMatchObject({ trade_type: 'Sell', entry_price: 2400 });
    expect(within(dialog()).queryByText(TRADE_MESSAGES.sellEntryPrice)).toBeNull();
  });

  it('closes on Escape', async () => {
    api();
    const { onClose } = renderForm();
    await durationsLoaded();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
