/** What the trade form's test files share: the fake API, field finders and fill-in steps. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { durationListAnswer } from './test-fixtures.ts';
import { TradeFormDialog, type TradeFormDialogProps } from './trade-form-dialog.tsx';

export const DURATIONS = '/backend/api/trade/duration-list';
export const UPDATE = '/backend/api/trade/update-trade-detail/';
export const LIVE_PRICE = '/backend/api/trade/update-live-price/';
/** RELIANCE's live price as update-live-price answers it in these tests. */
export const LIVE = 2500;

/**
 * The hooks every trade-form test file needs: a signed-in user, the fake live-price socket and the
 * app bridge. Called by each file (a module shared by files of one worker is imported only once).
 */
export function installTradeFormTests() {
  const bridge = installTestBridge(() => {
    storeValidLogin();
    installFakeLivePriceClient();
  });
  afterEach(() => setLivePriceClient(null));
  return bridge;
}
// A whole MUI form re-renders on each keystroke after submit; on a busy machine that passes 5 s, and
// adding nine ladder rows took 26 s once with both cores loaded.
export const SLOW_UI = { timeout: 45_000 };

export const reliance = { id: 31, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' };

export function renderForm(props: Partial<TradeFormDialogProps> = {}) {
  const handlers = { onClose: vi.fn(), onReview: vi.fn(), onSubmitReal: vi.fn(), onUpdated: vi.fn() };
  renderAt('/', { '/': <TradeFormDialog mode="add" open {...handlers} {...props} /> });
  return handlers;
}

// Label queries and `hidden: true` keep these MUI-heavy tests fast: role queries that check
// visibility walk every element's computed style.
export const dialog = () => screen.getByRole('dialog', { hidden: true });
export const byLabel = (label: RegExp | string) => within(dialog()).getByLabelText(label);
export const numberField = (name: string) => byLabel(new RegExp(`^${name}(\\s\\*)?$`)) as HTMLInputElement;
export const type = (name: string, value: string) =>
  fireEvent.change(numberField(name), { target: { value } });
export const sideSwitch = () => byLabel('Buy or Sell') as HTMLInputElement;
export const radio = (label: string) => byLabel(label) as HTMLInputElement;
export const securityBox = () => byLabel(/^Security/) as HTMLInputElement;
export const durationBox = () => within(dialog()).getByRole('combobox', { name: /^Duration/, hidden: true });
export const button = (name: string) => within(dialog()).getByRole('button', { name, hidden: true });
export const submit = (name = 'Review') => fireEvent.click(button(name));
export const addRow = () => fireEvent.click(button('Add target'));

/** The message shown under a field (its MUI helper text, tied to the input by aria-describedby). */
export function helperOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

export async function durationsLoaded() {
  await waitFor(() => expect(durationBox().textContent).toBe('Intra-day-BTST (1~2 days)'));
}

export async function pickSecurity() {
  fireEvent.change(securityBox(), { target: { value: 'RELI' } });
  fireEvent.click(await screen.findByRole('option', { name: /RELIANCE/ }));
}

export const orderTypeBox = () =>
  within(dialog()).getByRole('combobox', { name: /^Order type/, hidden: true });

export async function chooseOrderType(label: 'Market order' | 'Limit order') {
  fireEvent.mouseDown(orderTypeBox());
  fireEvent.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(orderTypeBox().textContent).toBe(label));
}

/** A typed entry is a limit order's: a market order enters at the live price. */
export async function fillLimitLadder(entry: string, target: string, stopLoss: string) {
  await chooseOrderType('Limit order');
  type('Entry price', entry);
  type('First target', target);
  type('First stop loss', stopLoss);
}

export const searchAnswer = () => json(200, [reliance]);
export const livePriceAnswer =
  (price = LIVE) =>
  () =>
    json(200, {
      id: reliance.id,
      live_price: price,
      close_price: 2480,
      up_down_price: price - 2480,
      up_down_percent: 0.8,
    });
export const api = (extra: Record<string, () => Response> = {}) =>
  mockApi({
    [`GET ${DURATIONS}`]: durationListAnswer,
    'GET /backend/api/trade/security_search/RELI': searchAnswer,
    [`POST ${LIVE_PRICE}`]: livePriceAnswer(),
    ...extra,
  });
