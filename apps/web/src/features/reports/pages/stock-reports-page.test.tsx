import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { ownProfileAnswer } from '../../profile/testing.ts';
import { REGISTER_TO_UPLOAD_TEXT } from '../report-texts.ts';
import { StockReportsPage } from './stock-reports-page.tsx';

const LIST = 'GET /backend/api/trade/stock-reports/';

const _bridge = installTestBridge(() => {
  storeValidLogin();
});

const start = () => renderAt('/trending/reports', { '/trending/reports': <StockReportsPage /> });

describe('StockReportsPage', () => {
  it("asks with filter_by=stock alone and lists each stock's 'Starts from' price out of data", async () => {
    const fetchMock = mockApi({
      [LIST]: () =>
        json(200, {
          data: [
            {
              id: 31,
              stock_name: 'Reliance Industries Ltd',
              stock_symbol: 'RELIANCE',
              stock_exchange: 'NSE',
              stock_logo: null,
              minimum_stock_price: 1499,
            },
          ],
        }),
    });
    start();
    expect(await screen.findByText('Reliance Industries Ltd')).toBeTruthy();
    expect(screen.getByText('Starts from ₹1,499.00')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET', '/backend/api/trade/stock-reports/');
    expect(new URL(call![0], 'http://x').searchParams.toString()).toBe('filter_by=stock');
  });

  it('shows the empty text for an empty data list', async () => {
    mockApi({ [LIST]: () => json(200, { data: [] }) });
    start();
    expect(await screen.findByText('No research reports yet.')).toBeTruthy();
  });
});

describe('StockReportsPage: who may upload', () => {
  const me = ownProfileAnswer;

  it('offers Upload to a SEBI-registered user, and no registration note', async () => {
    mockApi({ [LIST]: () => json(200, { data: [] }), 'GET /backend/api/profile-details/42': () => me(true) });
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('dialog', { name: 'Add Stock Report' })).toBeTruthy();
    expect(screen.queryByText(REGISTER_TO_UPLOAD_TEXT)).toBeNull();
  });

  it('shows anyone else how to register instead of Upload, linking to the registration on their profile', async () => {
    mockApi({
      [LIST]: () => json(200, { data: [] }),
      'GET /backend/api/profile-details/42': () => me(false),
    });
    start();
    expect(await screen.findByText(REGISTER_TO_UPLOAD_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add SEBI registration' }).getAttribute('href')).toBe(
      '/my-profile',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Downloaded Stock Reports' })).toBeTruthy();
  });
});
