import { screen, waitFor, within } from '@testing-library/react';
import { TRADE_MESSAGES, type Trade } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-render.tsx';
import { EXIT_HINT, ExitTradeDialog } from './exit-trade-dialog.tsx';
import { buildTrade } from './test-fixtures.ts';
import { HOLDS_POSITION_LABEL } from './trade-form/position-field.tsx';
import {
  api,
  byLabel,
  dialog,
  durationBox,
  installTradeFormTests,
  numberField,
  radio,
  SLOW_UI,
  securityBox,
  sideSwitch,
  submit,
} from './trade-form-dialog.test-kit.tsx';

installTradeFormTests();

function renderExit(trade: Trade) {
  const handlers = { onClose: vi.fn(), onExit: vi.fn() };
  renderAt('/', { '/': <ExitTradeDialog open trade={trade} brokerConnected {...handlers} /> });
  return handlers;
}

describe('ExitTradeDialog', SLOW_UI, () => {
  it('shows the real trade as a Sell at the live price and sends a market exit for it', async () => {
    api();
    const trade = buildTrade({
      is_real: true,
      status: 'Active',
      live_price: 2520,
      target_stop_loss_list: [],
    });
    const { onExit } = renderExit(trade);
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
    // An exit sells the position itself: no position to declare.
    expect(within(dialog()).queryByLabelText(HOLDS_POSITION_LABEL)).toBeNull();
    expect(
      within(dialog())
        .getByRole('combobox', { name: 'Order type', hidden: true })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect((byLabel('Reasoning') as HTMLTextAreaElement).disabled).toBe(true);
    expect(durationBox().getAttribute('aria-disabled')).toBe('true');
    submit('Exit Trade');
    await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    expect(onExit).toHaveBeenCalledWith({ tradeId: trade.id, orderType: 'market_order' });
  });

  it('goes on when the live price is already past the stop loss (no trade rules for an exit)', async () => {
    api();
    const trade = buildTrade({
      is_real: true,
      status: 'Active',
      live_price: 2400,
      target_stop_loss_list: [],
    });
    const { onExit } = renderExit(trade);
    await waitFor(() => expect(durationBox().textContent).toBe('Intermediate (2~6 weeks)'));
    expect(numberField('Live price').value).toBe('2400');
    submit('Exit Trade');
    await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    expect(onExit).toHaveBeenCalledWith({ tradeId: trade.id, orderType: 'market_order' });
    expect(within(dialog()).queryByText(TRADE_MESSAGES.sellEntryPrice)).toBeNull();
  });
});
