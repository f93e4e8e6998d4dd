import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PriceAlert } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { PriceAlertButton } from './price-alert-button.tsx';

const bridge = installTestBridge(() => setViewportWidth(1280));

const ALERTS_API = '/backend/api/price-alerts/';
const alertOn = (securityId: number, id: number, price: number): PriceAlert => ({
  id,
  security: { id: securityId, symbol: securityId === 37 ? 'RELIANCE' : 'TCS', name: 'x', exchange: 'NSE' },
  condition: 'above',
  price,
  live_price: 1500,
  status: 'active',
  created_at: '2026-12-01T04:00:00.000Z',
  triggered_at: null,
  triggered_price: null,
});

const open = () =>
  renderAt('/search/RELIANCE-NSE', {
    '/search/:query': <PriceAlertButton security={{ id: 37, symbol: 'RELIANCE' }} />,
  });

describe('PriceAlertButton', { timeout: 30_000 }, () => {
  it('is not offered to a visitor', async () => {
    mockApi({});
    open();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Price alert' })).toBeNull());
  });

  it('adds an alert on the security and lists the viewer’s alerts on it, not on others', async () => {
    storeValidLogin();
    let alerts = [alertOn(37, 1, 1600), alertOn(12, 2, 4000)];
    const fetchMock = mockApi({
      [`GET ${ALERTS_API}`]: () => json(200, alerts),
      [`POST ${ALERTS_API}`]: () => {
        alerts = [{ ...alertOn(37, 3, 1400), condition: 'below' }, ...alerts];
        return json(201, alerts[0]);
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Price alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price alert on RELIANCE' });
    const list = await within(dialog).findByRole('list', { name: 'Your alerts on RELIANCE' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('At or above ₹1,600.00')).toBeTruthy();

    const form = within(dialog).getByRole('form', { name: 'Price alert on RELIANCE' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    expect(await within(form).findByText('price must be a price above 0')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', ALERTS_API)).toHaveLength(0);

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'When the price is' }));
    fireEvent.click(await screen.findByRole('option', { name: 'at or below' }));
    fireEvent.change(within(form).getByLabelText('Price (₹)'), { target: { value: '1400' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', ALERTS_API)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', ALERTS_API)[0]![1])).toEqual({
      security: 37,
      condition: 'below',
      price: 1400,
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(bridge.notify).toHaveBeenCalledWith('Price alert on RELIANCE added', 'success', undefined);
    expect((within(form).getByLabelText('Price (₹)') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal', async () => {
    storeValidLogin();
    mockApi({
      [`GET ${ALERTS_API}`]: () => json(200, []),
      [`POST ${ALERTS_API}`]: () =>
        json(400, { message: 'You can keep at most 50 price alerts waiting; delete one first', errors: {} }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Price alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price alert on RELIANCE' });
    fireEvent.change(within(dialog).getByLabelText('Price (₹)'), { target: { value: '1600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add alert' }));
    expect(await within(dialog).findByText(/at most 50 price alerts waiting/)).toBeTruthy();
  });
});
