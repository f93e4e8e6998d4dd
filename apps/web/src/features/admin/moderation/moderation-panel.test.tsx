import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODERATION_MESSAGES, type ReportedUser, type ReportedUserDetail } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { MODERATION_TEXTS, ModerationPanel } from './moderation-panel.tsx';

const REPORTS = '/backend/api/admin/reports/';
const bridge = installTestBridge(() => {
  storeValidLogin();
  vi.stubGlobal('scrollTo', vi.fn());
});

const reported = (overrides: Partial<ReportedUser> = {}): ReportedUser => ({
  user: { id: 42, name: 'Rude Ravi', profile_image: null, is_superuser: false },
  report_count: 3,
  reasons: [
    { reason: 'Spam', count: 2 },
    { reason: 'Fraud or scam', count: 1 },
  ],
  latest_report: '2026-11-20T10:00:00.000Z',
  warning_count: 1,
  suspension: null,
  ...overrides,
});

const detail: ReportedUserDetail = {
  user: { id: 42, name: 'Rude Ravi', profile_image: null, is_superuser: false },
  report_count: 2,
  warning_count: 1,
  suspension: null,
  reports: [
    {
      id: 1,
      reason: 'Spam',
      reporter: { id: 7, name: 'Asha' },
      is_anonymous: false,
      created: '2026-11-20T10:00:00.000Z',
    },
    { id: 2, reason: 'Spam', reporter: null, is_anonymous: true, created: '2026-11-19T10:00:00.000Z' },
  ],
  comments: [
    {
      id: 9,
      trade_id: 5,
      comment_text: 'Buy my course',
      created: '2026-11-20T09:00:00.000Z',
      is_hidden: false,
    },
  ],
  trades: [
    {
      id: 5,
      symbol: 'INFY',
      trade_type: 'Buy',
      status: 'Active',
      reasoning: 'Guaranteed 10x',
      is_reasoning_hidden: false,
      created: '2026-11-18T09:00:00.000Z',
    },
  ],
};

const page = (results: ReportedUser[]) => ({
  results,
  page_info: {
    page_number: 1,
    detail_count: 20,
    total_page: results.length ? 1 : 0,
    total_count: results.length,
  },
});

const show = () => renderAt('/admin', { '/admin': <ModerationPanel /> });

describe('ModerationPanel', () => {
  it('lists reported users and suspends one permanently with a required remark', async () => {
    setViewportWidth(1280);
    const fetchMock = mockApi({
      [`GET ${REPORTS}`]: () =>
        json(
          200,
          page([
            reported(),
            reported({
              user: { ...detail.user, id: 43, name: 'Other' },
              suspension: { suspended_at: '2026-11-20T10:00:00.000Z', until: null, reason: 'Fraud' },
            }),
          ]),
        ),
      [`GET ${REPORTS}42/`]: () => json(200, detail),
      'POST /backend/api/admin/users/42/suspend/': () =>
        json(200, { message: MODERATION_MESSAGES.suspended, suspension: null }),
    });
    show();
    const table = await screen.findByRole('table', { name: MODERATION_TEXTS.tableLabel });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Rude Ravi')).toBeTruthy();
    expect(within(rows[1]!).getByText('Spam × 2')).toBeTruthy();
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(within(rows[2]!).getByText('Suspended permanently')).toBeTruthy();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Review Rude Ravi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rude Ravi' });
    expect(await within(dialog).findByText('Anonymous reporter', { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hide comment 9' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hide reasoning of trade 5' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const suspend = await screen.findByRole('dialog', { name: 'Suspend account' });
    fireEvent.click(within(suspend).getByLabelText('Permanently'));
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend' }));
    expect(await within(suspend).findByText(MODERATION_MESSAGES.remarkRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/backend/api/admin/users/42/suspend/')).toHaveLength(0);

    fireEvent.change(within(suspend).getByRole('textbox', { name: /Remark/ }), {
      target: { value: 'Selling courses in comments' },
    });
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/backend/api/admin/users/42/suspend/')).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'POST', '/backend/api/admin/users/42/suspend/') as [
      [string, RequestInit],
    ];
    expect(bodyOf(init)).toEqual({ remark: 'Selling courses in comments', until: null });
    await waitFor(() =>
      expect(bridge.notify.mock.calls[0]?.slice(0, 2)).toEqual([MODERATION_MESSAGES.suspended, 'success']),
    );
  });

  it('shows the empty queue at 390 px', async () => {
    setViewportWidth(390);
    mockApi({ [`GET ${REPORTS}`]: () => json(200, page([])) });
    show();
    expect(await screen.findByText(MODERATION_TEXTS.empty)).toBeTruthy();
  });

  it('shows reported users as cards at 390 px, and an error with Retry when the queue fails', async () => {
    setViewportWidth(390);
    let fail = true;
    mockApi({ [`GET ${REPORTS}`]: () => (fail ? json(404, {}) : json(200, page([reported()]))) });
    show();
    expect(await screen.findByText(MODERATION_TEXTS.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: MODERATION_TEXTS.tableLabel });
    expect(within(list).getByText('3 reports · 1 warnings')).toBeTruthy();
  });
});
