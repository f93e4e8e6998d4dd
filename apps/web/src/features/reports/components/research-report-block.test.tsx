import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { ownProfileAnswer } from '../../profile/testing.ts';
import { REGISTER_TO_UPLOAD_TEXT } from '../report-texts.ts';
import { ResearchReportBlock, type ResearchReportSecurity } from './research-report-block.tsx';

const _bridge = installTestBridge();

const reliance: ResearchReportSecurity = {
  id: 31,
  name: 'Reliance Industries Ltd',
  symbol: 'RELIANCE',
  exchange: 'NSE',
  is_report_available: true,
  minimum_stock_price: 1499,
};
const start = (security: ResearchReportSecurity) =>
  renderAt('/search/RELIANCE-NSE', { '/search/:query': <ResearchReportBlock security={security} /> });

describe('ResearchReportBlock', () => {
  it('offers the reports with the exact spec sentence and one rupee sign', () => {
    mockApi({});
    start(reliance);
    expect(screen.getByText('Download Stock Research Report starting from ₹1,499.00 only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Explore' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('opens the report list: author, discounted price over the struck original, validity', async () => {
    mockApi({
      'GET /backend/api/trade/stock-reports/': () =>
        json(200, {
          data: [
            {
              id: 5,
              stock_name: 'Reliance Industries Ltd',
              stock_symbol: 'RELIANCE',
              posted_by_name: 'Ananya Sharma',
              price: 1999,
              discount_price: 1499,
              description: 'Refining margins and Jio tariffs.',
              valid_till: '2027-05-09T10:00:00.000Z',
              is_free: false,
              is_downloaded: false,
              is_author: false,
            },
          ],
        }),
    });
    start(reliance);
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    const report = await screen.findByRole('listitem', { name: 'Report by Ananya Sharma' });
    expect(within(report).getByTestId('report-price').textContent).toBe('₹1,499.00');
    expect(within(report).getByText('₹1,999.00').tagName).toBe('S');
    expect(within(report).getByText('Valid till 9 May 2027')).toBeTruthy();
    expect(within(report).getByText('Refining margins and Jio tariffs.')).toBeTruthy();
    expect(within(report).getByRole('button', { name: 'Buy for ₹1,499.00' })).toBeTruthy();
    expect(within(report).queryByRole('switch', { name: 'Free to download' })).toBeNull();
  });

  it('shows nothing to a visitor when no report exists', () => {
    mockApi({});
    start({ ...reliance, is_report_available: false, minimum_stock_price: null });
    expect(screen.queryByRole('region', { name: 'Stock research report' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Upload to a SEBI-registered user when no report exists, with the stock locked in the dialog', async () => {
    storeValidLogin({ userId: '42' });
    mockApi({ 'GET /backend/api/profile-details/42': () => ownProfileAnswer(true) });
    start({ ...reliance, is_report_available: false, minimum_stock_price: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stock Report' });
    const stock = within(dialog).getByRole('textbox', { name: 'Stock' });
    expect(stock).toHaveProperty('value', 'RELIANCE · Reliance Industries Ltd (NSE)');
    expect(stock).toHaveProperty('disabled', true);
  });

  it('tells a signed-in user who is not registered how to register, with no Upload', async () => {
    storeValidLogin({ userId: '42' });
    mockApi({ 'GET /backend/api/profile-details/42': () => ownProfileAnswer(false) });
    start({ ...reliance, is_report_available: false, minimum_stock_price: null });
    expect(await screen.findByText(REGISTER_TO_UPLOAD_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add SEBI registration' }).getAttribute('href')).toBe(
      '/my-profile',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });
});
