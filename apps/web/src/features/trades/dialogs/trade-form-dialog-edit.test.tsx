import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADE_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, json } from '../../../test-render.tsx';
import { buildTrade } from './test-fixtures.ts';
import { HOLDS_POSITION_LABEL } from './trade-form/position-field.tsx';
import { INTERMEDIATE_TARGETS_TOOLTIP } from './trade-form/target-rows.tsx';
import {
  addRow,
  api,
  button,
  byLabel,
  dialog,
  durationBox,
  durationsLoaded,
  fillLimitLadder,
  helperOf,
  installTradeFormTests,
  LIVE,
  numberField,
  radio,
  reliance,
  renderForm,
  SLOW_UI,
  securityBox,
  sideSwitch,
  submit,
  type,
  UPDATE,
} from './trade-form-dialog.test-kit.tsx';

const bridge = installTradeFormTests();

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

describe('TradeFormDialog: edit, copy', SLOW_UI, () => {
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
      holds_position: false,
    });
    expect(bridge.notify).toHaveBeenCalledWith('Trade Updated successfully', 'success', undefined);
    expect(onClose).toHaveBeenCalled();
    expect(onReview).not.toHaveBeenCalled();
  });

  it("edit: shows the trade's position answer and sends the changed one", async () => {
    const fetchMock = api({ [`POST ${UPDATE}`]: () => json(200, buildTrade()) });
    renderForm({ mode: 'edit', trade: buildTrade({ holds_position: true }) });
    await waitFor(() => expect(durationBox().textContent).toBe('Intermediate (2~6 weeks)'));
    const position = byLabel(HOLDS_POSITION_LABEL) as HTMLInputElement;
    expect(position.checked).toBe(true);
    expect(position.disabled).toBe(false);
    fireEvent.click(position);
    submit('Update');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', UPDATE)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', UPDATE)[0]![1])).toMatchObject({
      id: 81,
      holds_position: false,
    });
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
    const { onReview } = renderForm({ mode: 'copy', trade: { ...trade, holds_position: true } });
    expect(screen.getByRole('heading', { name: 'Copy Trade', hidden: true })).toBeTruthy();
    // The source's position is its poster's: the copier answers for themselves.
    expect((byLabel(HOLDS_POSITION_LABEL) as HTMLInputElement).checked).toBe(false);
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
      holds_position: false,
    });
  });

  it('copy: an Upcoming trade waits for the same entry, whatever order type it was sent with', async () => {
    api();
    const trade = buildTrade({ id: 66, status: 'Inactive', order_type: 'market_order', entry_price: 2480 });
    const { onReview } = renderForm({ mode: 'copy', trade });
    await waitFor(() => expect(numberField('Entry price').value).toBe('2480'));
    submit();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]![0].body).toMatchObject({
      copy_origin: 66,
      entry_price: 2480,
      order_type: 'limit_order',
    });
  });

  it('copy: a Live trade opens in market mode at the live price of now, not its old entry', async () => {
    api();
    // Its entry is behind the market: copied at that entry, the copy would sit Upcoming below it.
    const trade = buildTrade({ id: 65, status: 'Active', order_type: 'limit_order', entry_price: 2400 });
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

  it('closes on Escape', async () => {
    api();
    const { onClose } = renderForm();
    await durationsLoaded();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
