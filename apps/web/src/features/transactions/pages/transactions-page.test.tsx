import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FetchMock, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import type { Transaction } from '../api.ts';
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

/** Answers every call; the history by its page_number, with `totalPages` pages. */
function answer(totalPages = 8, rows = [transaction(1)]): FetchMock {
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
      return json(200, { transaction_list: [], page_info: pageInfo(1, 0), is_account: false });
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

  it('stacks the payments as cards on a phone; the Videos tab says no videos are sold yet', async () => {
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
});
