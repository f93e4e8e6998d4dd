import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { diffRows } from './audit-diff.tsx';
import { FILTER_TEXTS } from './audit-filters.tsx';
import { AUDIT_TEXTS, AuditLogPanel } from './audit-log-panel.tsx';

const LOG = '/backend/api/admin/audit-log/';

installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: { id: 1, name: 'Asha Admin' },
  action: 'team.update',
  target_type: 'staff_team',
  target_id: 3,
  before: { name: 'Support', permissions: ['moderation'] },
  after: { name: 'Support desk', permissions: ['moderation'] },
  remark: null,
  // 10:00 UTC is 3:30 PM in India.
  created: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const pageOf = (results: AuditEntry[], totalPage = results.length ? 1 : 0, pageNumber = 1) => ({
  results,
  page_info: {
    page_number: pageNumber,
    detail_count: 20,
    total_page: totalPage,
    total_count: results.length,
  },
});

const show = () => renderAt('/admin', { '/admin': <AuditLogPanel /> });

describe('AuditLogPanel', () => {
  it('lists entries with the time in IST, who, action, target and remark, and opens the before/after diff', async () => {
    routeApi({
      [`GET ${LOG}`]: () =>
        json(
          200,
          pageOf([
            entry(2),
            entry(1, {
              action: 'payment_info.reject',
              target_type: 'payment_info',
              target_id: 9,
              before: { verification_status: 'Pending' },
              after: { verification_status: 'Rejected' },
              remark: 'PAN does not match',
            }),
          ]),
        ),
    });
    show();
    const table = await screen.findByRole('table', { name: AUDIT_TEXTS.tableLabel });
    const rows = within(table).getAllByRole('row');
    // Header, then the server's order (newest first).
    expect(within(rows[1]!).getByText('team.update')).toBeTruthy();
    expect(within(rows[1]!).getByText('3:30 PM 20 Nov 2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Asha Admin')).toBeTruthy();
    expect(within(rows[1]!).getByText('staff_team #3')).toBeTruthy();
    expect(within(rows[2]!).getByText('PAN does not match')).toBeTruthy();
    expect(within(rows[2]!).getByText('payment_info #9')).toBeTruthy();

    expect(screen.queryByRole('table', { name: 'Changes 2' })).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: `${AUDIT_TEXTS.showChanges} 2` }));
    const diff = await screen.findByRole('table', { name: 'Changes 2' });
    const [, changed, same] = within(diff).getAllByRole('row');
    expect(within(changed!).getByText('name')).toBeTruthy();
    expect(within(changed!).getByText('Support')).toBeTruthy();
    expect(within(changed!).getByText('Support desk')).toBeTruthy();
    expect(within(same!).getByText('permissions')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: `${AUDIT_TEXTS.hideChanges} 2` }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Changes 2' })).toBeNull());
  });

  it('asks for page 1 first, then the page chosen, and page 1 again when the filters change', async () => {
    const api = routeApi({
      [`GET ${LOG}`]: () => json(200, pageOf([entry(1)], 3)),
    });
    show();
    await screen.findByRole('table', { name: AUDIT_TEXTS.tableLabel });
    expect(api.calls('GET', LOG)[0]?.url.searchParams.get('page_number')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(api.calls('GET', LOG).at(-1)?.url.searchParams.get('page_number')).toBe('2'));

    fireEvent.change(screen.getByRole('textbox', { name: FILTER_TEXTS.actor }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(api.calls('GET', LOG).at(-1)?.url.searchParams.get('actor')).toBe('5'));
    expect(api.calls('GET', LOG).at(-1)?.url.searchParams.get('page_number')).toBe('1');
  });

  it('sends the filters in the query, refuses a bad id before asking, and clears them', async () => {
    const api = routeApi({
      [`GET ${LOG}`]: (url) =>
        json(200, url.searchParams.get('action') === 'team.create' ? pageOf([]) : pageOf([entry(1)])),
    });
    show();
    await screen.findByRole('table', { name: AUDIT_TEXTS.tableLabel });
    fireEvent.change(screen.getByRole('textbox', { name: FILTER_TEXTS.actor }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    expect(await screen.findByText(FILTER_TEXTS.actorInvalid)).toBeTruthy();
    const asked = api.calls('GET', LOG).length;

    fireEvent.change(screen.getByRole('textbox', { name: FILTER_TEXTS.actor }), { target: { value: ' 7 ' } });
    fireEvent.change(screen.getByRole('combobox', { name: FILTER_TEXTS.action }), {
      target: { value: 'team.create' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: FILTER_TEXTS.targetType }), {
      target: { value: 'staff_team' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: FILTER_TEXTS.targetId }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    expect(await screen.findByText(AUDIT_TEXTS.empty)).toBeTruthy();
    const filtered = api.calls('GET', LOG).at(-1)?.url.searchParams;
    expect(api.calls('GET', LOG).length).toBe(asked + 1);
    expect(Object.fromEntries(filtered!)).toEqual({
      actor: '7',
      action: 'team.create',
      target_type: 'staff_team',
      target_id: '3',
      page_number: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.clear }));
    // Back to the unfiltered first page (from the cache, or asked again once stale).
    const table = await screen.findByRole('table', { name: AUDIT_TEXTS.tableLabel });
    expect(within(table).getByText('team.update')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: FILTER_TEXTS.actor }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: FILTER_TEXTS.action }) as HTMLInputElement).value).toBe('');
  });

  it('shows cards on a phone, an empty log, and Retry after a failure', async () => {
    setViewportWidth(390);
    let answer: 'fail' | 'empty' | 'rows' = 'fail';
    routeApi({
      [`GET ${LOG}`]: () =>
        answer === 'fail'
          ? json(500, { message: 'down' })
          : json(200, pageOf(answer === 'rows' ? [entry(1)] : [])),
    });
    show();
    expect(await screen.findByText(AUDIT_TEXTS.failed, {}, { timeout: 10_000 })).toBeTruthy();
    answer = 'empty';
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(AUDIT_TEXTS.emptyAll)).toBeTruthy();
    answer = 'rows';
    fireEvent.change(screen.getByRole('textbox', { name: FILTER_TEXTS.actor }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    const list = await screen.findByRole('list', { name: AUDIT_TEXTS.tableLabel });
    expect(within(list).getByText('team.update')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: `${AUDIT_TEXTS.showChanges} 1` }));
    expect(await within(list).findByText('Support desk')).toBeTruthy();
  });
});

describe('diffRows', () => {
  it('puts changed fields first and keeps a creation’s missing before', () => {
    expect(diffRows({ a: 1, b: [1] }, { a: 1, b: [2] }).map((row) => [row.key, row.isChanged])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(diffRows(null, { team_id: 3 })).toEqual([
      { key: 'team_id', before: undefined, after: 3, isChanged: true },
    ]);
  });
});
