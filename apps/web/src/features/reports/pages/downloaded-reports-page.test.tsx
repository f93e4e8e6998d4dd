import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { DownloadedReportsPage } from './downloaded-reports-page.tsx';

const DOWNLOADED = 'GET /backend/api/trade/downloaded-reports/';

const _bridge = installTestBridge(() => {
  storeValidLogin();
});

const start = () => renderAt('/trending/downloads', { '/trending/downloads': <DownloadedReportsPage /> });

describe('DownloadedReportsPage', () => {
  it("says 'Report List is Empty' when nothing was downloaded", async () => {
    mockApi({ [DOWNLOADED]: () => json(200, { data: [] }) });
    start();
    expect(await screen.findByText('Report List is Empty')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Downloaded Reports' })).toBeTruthy();
  });

  it('lists stock, author, valid-till date and a View link to the PDF; expired ones cannot be opened', async () => {
    mockApi({
      [DOWNLOADED]: () =>
        json(200, {
          data: [
            {
              id: 5,
              stock_name: 'Reliance Industries Ltd',
              posted_by_name: 'Ananya Sharma',
              expiry_date: '2027-05-09T10:00:00.000Z',
              report_pdf: '/backend/api/files/reports/a.pdf?expires=1&signature=ab',
            },
            {
              id: 6,
              stock_name: 'Infosys Ltd',
              posted_by_name: 'Rohit Verma',
              expiry_date: '2024-01-02T10:00:00.000Z',
              report_pdf: null,
            },
          ],
        }),
    });
    start();
    const view = await screen.findByRole('link', { name: 'View Reliance Industries Ltd report' });
    expect(view.getAttribute('href')).toBe('/backend/api/files/reports/a.pdf?expires=1&signature=ab');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Ananya Sharma')).toBeTruthy();
    expect(screen.getByText('9 May 2027')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expired' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Report List is Empty')).toBeNull();
  });
});
