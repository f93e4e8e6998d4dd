import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CopyGuardrail } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { CopySettingsButton } from './copy-settings-button.tsx';

const bridge = installTestBridge(() => setViewportWidth(1280));

const GUARDRAILS_API = '/backend/api/copy-guardrails/';
const EXPERT = { user_id: 7, name: 'Stop Expert' };

const TRIPPED: CopyGuardrail = {
  expert: { ...EXPERT, profile_image: null },
  sizing_mode: 'lots',
  lots: 2,
  amount: null,
  capital_percent: null,
  virtual_capital: null,
  max_open_exposure: 50_000,
  copy_stop_percent: 1,
  set_at: '2026-12-01T04:00:00.000Z',
  open_exposure: 0,
  drawdown_percent: 1.4,
  tripped_at: '2026-12-01T05:00:00.000Z',
  tripped_drawdown_percent: 1.4,
};

const open = () =>
  renderAt('/profile/7/Stop-Expert', { '/profile/:id/:name': <CopySettingsButton expert={EXPERT} /> });

describe('CopySettingsButton', { timeout: 30_000 }, () => {
  it('is not offered to a visitor', async () => {
    const fetchMock = mockApi({});
    open();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy settings' })).toBeNull());
    expect(callsTo(fetchMock, 'GET', GUARDRAILS_API)).toHaveLength(0);
  });

  it('opens the guardrail for the expert prefilled, saying copying stopped, and saving resumes it', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      [`GET ${GUARDRAILS_API}`]: () => json(200, [TRIPPED]),
      [`PUT ${GUARDRAILS_API}7/`]: () => json(200, { ...TRIPPED, tripped_at: null }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy settings for Stop Expert' });
    expect(await within(dialog).findByText('Copying stopped')).toBeTruthy();
    expect(within(dialog).getByText(/fell 1.4% from their peak, past your copy stop of 1%/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Lots per copy') as HTMLInputElement).value).toBe('2');
    expect((within(dialog).getByLabelText('Maximum open exposure (₹)') as HTMLInputElement).value).toBe(
      '50000',
    );
    expect((within(dialog).getByLabelText('Copy stop (%)') as HTMLInputElement).value).toBe('1');
    expect(
      within(dialog)
        .getByRole('link', { name: /All your copy guardrails/ })
        .getAttribute('href'),
    ).toBe('/copy-guardrails');

    fireEvent.change(within(dialog).getByLabelText('Copy stop (%)'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and resume copying' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${GUARDRAILS_API}7/`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', `${GUARDRAILS_API}7/`)[0]![1])).toEqual({
      sizing_mode: 'lots',
      lots: 2,
      max_open_exposure: 50_000,
      copy_stop_percent: 2.5,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Copy settings for Stop Expert' })).toBeNull(),
    );
    expect(bridge.notify).toHaveBeenCalledWith('Copy settings saved; copying resumed', 'success', undefined);
  });

  it('starts from one lot for an expert without a guardrail, and shows the server’s refusal', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      [`GET ${GUARDRAILS_API}`]: () => json(200, []),
      [`PUT ${GUARDRAILS_API}7/`]: () =>
        json(400, { message: 'Expert not found', errors: { expertUserId: ['Expert not found'] } }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy settings for Stop Expert' });
    expect(((await within(dialog).findByLabelText('Lots per copy')) as HTMLInputElement).value).toBe('1');
    expect(within(dialog).queryByText('Copying stopped')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save guardrail' }));
    expect(await within(dialog).findByText('max_open_exposure must be a rupee amount above 0')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', `${GUARDRAILS_API}7/`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Maximum open exposure (₹)'), {
      target: { value: '100000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save guardrail' }));
    expect(await within(dialog).findByText('Expert not found')).toBeTruthy();
  });

  it('is full screen under 768 px', async () => {
    storeValidLogin();
    setViewportWidth(390);
    mockApi({ [`GET ${GUARDRAILS_API}`]: () => json(200, []) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy settings for Stop Expert' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
  });
});
