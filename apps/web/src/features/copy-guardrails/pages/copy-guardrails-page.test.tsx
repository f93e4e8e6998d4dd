import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CopyGuardrail, PriceAlert } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { CopyGuardrailsPage } from './copy-guardrails-page.tsx';

installTestBridge(() => storeValidLogin());

const GUARDRAILS_API = '/backend/api/copy-guardrails/';
const ALERTS_API = '/backend/api/price-alerts/';

const TRIPPED: CopyGuardrail = {
  expert: { user_id: 7, name: 'Stop Expert', profile_image: null },
  sizing_mode: 'lots',
  lots: 10,
  amount: null,
  capital_percent: null,
  virtual_capital: null,
  max_open_exposure: 10_000,
  copy_stop_percent: 5,
  set_at: '2026-12-01T04:00:00.000Z',
  open_exposure: 0,
  drawdown_percent: 6,
  tripped_at: '2026-12-01T05:00:00.000Z',
  tripped_drawdown_percent: 6,
};
const ALERT: PriceAlert = {
  id: 3,
  security: { id: 1, symbol: 'RELIANCE', name: 'Reliance Industries', exchange: 'NSE' },
  condition: 'above',
  price: 2500,
  live_price: 2450,
  status: 'active',
  created_at: '2026-12-01T04:00:00.000Z',
  triggered_at: null,
  triggered_price: null,
};

const open = () => renderAt('/copy-guardrails', { '/copy-guardrails': <CopyGuardrailsPage /> });

describe('CopyGuardrailsPage', { timeout: 30_000 }, () => {
  it('lists the guardrails with where they stand, and the price alerts', async () => {
    mockApi({
      [`GET ${GUARDRAILS_API}`]: () => json(200, [TRIPPED]),
      [`GET ${ALERTS_API}`]: () => json(200, [ALERT]),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Stop Expert' });
    expect(within(card).getByText('Copying stopped')).toBeTruthy();
    expect(within(card).getByText('10 lot(s) per copy')).toBeTruthy();
    expect(within(card).getByText('Drawdown 6% (copy stop 5%)')).toBeTruthy();
    const alert = await screen.findByRole('listitem', { name: 'RELIANCE' });
    expect(within(alert).getByText('Waiting')).toBeTruthy();
  });

  it('checks the settings with the shared rules, then sends only the chosen mode’s figures', async () => {
    const fetchMock = mockApi({
      [`GET ${GUARDRAILS_API}`]: () => json(200, [TRIPPED]),
      [`GET ${ALERTS_API}`]: () => json(200, []),
      [`PUT ${GUARDRAILS_API}7/`]: () => json(200, { ...TRIPPED, tripped_at: null }),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Stop Expert' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Copy guardrail' });
    fireEvent.click(within(form).getByLabelText('Fixed amount per copy'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save and resume copying' }));
    expect(await within(form).findByText('amount is required when sizing_mode is amount')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', `${GUARDRAILS_API}7/`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Amount per copy (₹)'), { target: { value: '5000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and resume copying' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${GUARDRAILS_API}7/`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', `${GUARDRAILS_API}7/`)[0]![1])).toEqual({
      sizing_mode: 'amount',
      amount: 5000,
      max_open_exposure: 10_000,
      copy_stop_percent: 5,
    });
  });
});
