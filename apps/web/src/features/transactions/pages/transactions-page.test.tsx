import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FetchMock, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import type { Transaction, VideoTransaction } from '../api.ts';
import { TransactionsPage, VIDEO_TRANSACTIONS_EMPTY } from './transactions-page.tsx';

const HISTORY = '/backend/api/transaction-history/';
const PATH = '/transactions';

installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const transaction = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  payment_id: `pay_${id}`,
  order_id: `order_${id}`,
  created: '2026-05-09T09:35:00.000Z',
  product: 'group',
  group_detail: { id: 3, name: 'Nifty Options Desk', picture: null },
  report_detail: null,
  member_detail: { id: 9, profile: { name: 'Priya Nair' } },
  membership: {
    start_date: '2026-05-09T09:35:00.000Z',
    end_date: '2026-06-09T09:35:00.000Z',
    status: 'Active',
  },
  total_price: 449.1,
  fee: 44.91,
  payable_amount: 404.19,
  payment_status: 'successful',
  ...overrides,
});

const pageInfo = (page: number, total: number) => ({
  page_number: page,
  detail_count: 5,
  total_page: total,
  total_count: total * 5,
});

const videoSale = (id: number, overrides: Partial<VideoTransaction> = {}): VideoTransaction => ({
  id,
  payment_id: `pay_v${id}`,
  order_id: `order_v${id}`,
  created: '2026-05-10T09:35:00.000Z',
  subscription_type: 'video',
  video: { id: 40, title: 'Reading candlesticks' },
  playlist: null,
  member_detail: { id: 9, profile: { name: 'Priya Nair' } },
  total_price: 149,
  fee: 14.9,
  payable_amount: 134.1,
  payment_status: 'successful',
  ...overrides,
});

/** Answers every call; the history by its page_number, with `totalPages` pages. */
function answer(totalPages = 8, rows = [transaction(1)], videoRows: VideoTransaction[] = []): FetchMock {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === HISTORY) {
      const page = Number(url.searchParams.get('page_number'));
      return json(200, {
        transaction_history: rows,
        page_info: pageInfo(page, totalPages),
        is_account: { acc_info_id: 4 },
      });
    }
    if (url.pathname === '/backend/api/video-transaction-history/')
      return json(200, {
        transaction_list: videoRows,
        page_info: pageInfo(1, videoRows.length > 0 ? 1 : 0),
        is_account: false,
      });
    if (url.pathname === '/backend/api/payout-ledger/')
      return json(200, { balance: 1212.57, entries: [], page_info: pageInfo(1, 1) });
    if (url.pathname === '/backend/api/own-groups/')
      return json(200, {
        groups: [{ id: 3, name: 'Nifty Options Desk' }],
        page_info: { page_number: 1, detail_count: 10, total_page: 1, total_count: 1 },
      });
    if (url.pathname === '/backend/api/payment-info/')
      return json(200, {
        payment_info: {
          id: 4,
          account_holder_name: 'Ananya Sharma',
          bank_name: 'HDFC Bank',
          account_number: 'XXXXXX1234',
          ifsc_code: 'HDFC0001234',
          pan_number: 'XXXXXX234F',
          gst_number: null,
          verification_status: 'Verified',
          remark: null,
        },
      });
    return json(404, {});
  });
  return fetchMock;
}

/** The query of the last transaction-history call. */
function lastQuery(fetchMock: FetchMock): Record<string, string> {
  const calls = fetchMock.mock.calls.filter(([input]) => input.startsWith(HISTORY));
  const input = calls.at(-1)?.[0] ?? '';
  return Object.fromEntries(new URL(input, 'http://localhost').searchParams);
}

const start = () => renderAt(PATH, { [PATH]: <TransactionsPage /> });
const pages = () =>
  within(screen.getByRole('navigation', { name: 'Transaction pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

describe('TransactionsPage', () => {
  it('shows the balance, the payments as a table and the masked account info', async () => {
    const fetchMock = answer();
    start();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(lastQuery(fetchMock)).toEqual({ page_number: '1', detail_count: '5' });
    const cells = [...within(table).getAllByRole('row')[1]!.querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual([
      '9 May 2026pay_1',
      'Priya Nair',
      'Nifty Options Desk',
      '9 May 2026 – 9 Jun 2026',
      '₹449.10',
      '₹44.91',
      '₹404.19',
      'Successful',
    ]);
    expect(await screen.findByText('₹1,212.57')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Account Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Info' });
    expect(await within(dialog).findByText('XXXXXX1234')).toBeTruthy();
    expect(within(dialog).getByText('XXXXXX234F')).toBeTruthy();
    expect(within(dialog).getByText('Verified')).toBeTruthy();
  });

  it('sends the filters, resets to page 1, and pages five numbers at a time', async () => {
    const fetchMock = answer(8);
    start();
    await screen.findByRole('table', { name: 'Transactions' });
    expect(pages()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(lastQuery(fetchMock).page_number).toBe('5'));
    await waitFor(() => expect(pages()).toEqual(['3', '4', '5', '6', '7']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payout settled' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/05/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/05/2026' } });
    const group = screen.getByRole('combobox', { name: 'Group' });
    fireEvent.mouseDown(group);
    fireEvent.click(await screen.findByRole('option', { name: 'Nifty Options Desk' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        page_number: '1',
        detail_count: '5',
        group_id: '3',
        status: 'payout settled',
        start_date: '2026-05-01',
        end_date: '2026-05-31',
      }),
    );
    const ownGroups = fetchMock.mock.calls.find(([input]) => input.startsWith('/backend/api/own-groups/'));
    expect(ownGroups?.[0]).toContain('detail_count=10');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15', '20', '30', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(lastQuery(fetchMock).detail_count).toBe('20'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ page_number: '1', detail_count: '20' }));
  });

  it('stacks the payments as cards on a phone; an empty Videos tab says where sales will show', async () => {
    setViewportWidth(390);
    answer(1, [
      transaction(1, {
        product: 'report',
        group_detail: null,
        report_detail: { id: 5, stock_name: 'Reliance' },
        membership: null,
      }),
    ]);
    start();
    const cards = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(cards).getByText('Report: Reliance')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText(VIDEO_TRANSACTIONS_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
  });

  it('lists webinar seats in the Groups tab and video and playlist sales in the Videos tab', async () => {
    const fetchMock = answer(
      1,
      [
        transaction(2, {
          product: 'webinar',
          group_detail: null,
          webinar_detail: { id: 7, title: 'Options masterclass' },
          membership: null,
        }),
      ],
      [
        videoSale(11),
        videoSale(12, {
          subscription_type: 'playlist',
          video: null,
          playlist: { id: 5, name: 'Swing trading course' },
          total_price: 999,
          fee: 99.9,
          payable_amount: 899.1,
        }),
      ],
    );
    start();
    const groupsTable = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(groupsTable).getByText('Webinar: Options masterclass')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('Video: Reading candlesticks');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        '10 May 2026pay_v11',
        'Priya Nair',
        'Video: Reading candlesticks',
        'For good',
        '₹149.00',
        '₹14.90',
        '₹134.10',
        'Successful',
      ],
      [
        '10 May 2026pay_v12',
        'Priya Nair',
        'Playlist: Swing trading course',
        'For good',
        '₹999.00',
        '₹99.90',
        '₹899.10',
        'Successful',
      ],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Video');
    const videoCall = fetchMock.mock.calls.find(([input]) =>
      input.startsWith('/backend/api/video-transaction-history/'),
    );
    expect(videoCall?.[0]).not.toContain('group_id');
  });
});
