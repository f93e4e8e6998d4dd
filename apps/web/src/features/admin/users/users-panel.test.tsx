import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USERS_MESSAGES, type AdminUserRow, type UserDetail } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { DELETE_USER_TEXTS } from './delete-user-dialog.tsx';
import { MERGE_USERS_TEXTS } from './merge-users-dialog.tsx';
import { USERS_TEXTS, UsersPanel } from './users-panel.tsx';

const USERS = '/backend/api/admin/users/';
const ME = '/backend/api/admin/me/';
const bridge = installTestBridge(() => {
  storeValidLogin();
  vi.stubGlobal('scrollTo', vi.fn());
});

const row = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 42,
  name: 'Meena Iyer',
  phone: '9810000042',
  is_superuser: false,
  is_deleted: false,
  suspended: false,
  created_at: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const detail: UserDetail = {
  id: 42,
  phone: '9810000042',
  email: 'meena@example.com',
  is_superuser: false,
  is_verified: true,
  is_deleted: false,
  deleted_at: null,
  created_at: '2026-01-10T10:00:00.000Z',
  suspended: null,
  profile: {
    id: 7,
    name: 'Meena Iyer',
    is_sebi_registered: true,
    show_in_group: true,
    profile_image: null,
    bio: null,
    sebi_verification: 'verified',
  },
  counts: { trades: 12, followers: 30, following: 4, groups_owned: 1, memberships: 2, payments: 3 },
};

const page = (results: AdminUserRow[]) => ({
  results,
  page_info: {
    page_number: 1,
    detail_count: 20,
    total_page: results.length ? 1 : 0,
    total_count: results.length,
  },
});
const superAdmin = { is_superuser: true, teams: [], permissions: [] };
const show = () => renderAt('/admin', { '/admin': <UsersPanel /> });

describe('UsersPanel', () => {
  it('searches, opens the detail and deletes an account once DELETE is typed with a remark', async () => {
    setViewportWidth(1280);
    const fetchMock = mockApi({
      [`GET ${USERS}`]: () => json(200, page([row()])),
      [`GET ${USERS}42/`]: () => json(200, { user_detail: detail }),
      [`GET ${ME}`]: () => json(200, superAdmin),
      [`POST ${USERS}42/delete/`]: () =>
        json(200, { message: ADMIN_USERS_MESSAGES.deleted, user_detail: { ...detail, is_deleted: true } }),
    });
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: USERS_TEXTS.searchLabel }), {
      target: { value: 'meena' },
    });
    fireEvent.click(screen.getByRole('button', { name: USERS_TEXTS.search }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=meena'))).toBe(true),
    );
    const table = await screen.findByRole('table', { name: USERS_TEXTS.tableLabel });
    fireEvent.click(within(table).getByRole('button', { name: 'Open Meena Iyer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Meena Iyer' });
    expect(await within(dialog).findByText('meena@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Shown in groups')).toBeTruthy();
    expect(within(dialog).getByText('30')).toBeTruthy();

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('dialog', { name: DELETE_USER_TEXTS.title });
    const button = within(confirm).getByRole('button', {
      name: DELETE_USER_TEXTS.confirm,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(confirm).getByRole('textbox', { name: DELETE_USER_TEXTS.confirmLabel }), {
      target: { value: 'DELETE' },
    });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await within(confirm).findByText(ADMIN_USERS_MESSAGES.remarkRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${USERS}42/delete/`)).toHaveLength(0);

    fireEvent.change(within(confirm).getByRole('textbox', { name: /Remark/ }), {
      target: { value: 'Asked by email' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${USERS}42/delete/`)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'POST', `${USERS}42/delete/`) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ remark: 'Asked by email' });
    await waitFor(() =>
      expect(bridge.notify.mock.calls[0]?.slice(0, 2)).toEqual([ADMIN_USERS_MESSAGES.deleted, 'success']),
    );
  });

  it('merges with another account picked by id, the other one surviving, and shows a refusal', async () => {
    setViewportWidth(390);
    const fetchMock = mockApi({
      [`GET ${USERS}`]: () => json(200, page([row()])),
      [`GET ${USERS}42/`]: () => json(200, { user_detail: detail }),
      [`GET ${ME}`]: () => json(200, superAdmin),
      [`POST ${USERS}merge/`]: () => json(409, { message: ADMIN_USERS_MESSAGES.mergeDeleted }),
    });
    show();
    const list = await screen.findByRole('list', { name: USERS_TEXTS.tableLabel });
    fireEvent.click(within(list).getByRole('button', { name: 'Open Meena Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meena Iyer' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Merge profiles' }));
    const merge = await screen.findByRole('dialog', { name: MERGE_USERS_TEXTS.title });
    fireEvent.change(within(merge).getByRole('textbox', { name: MERGE_USERS_TEXTS.otherLabel }), {
      target: { value: '77' },
    });
    fireEvent.click(within(merge).getByLabelText(MERGE_USERS_TEXTS.otherSurvives));
    fireEvent.change(within(merge).getByRole('textbox', { name: /Remark/ }), {
      target: { value: 'Same person' },
    });
    fireEvent.click(within(merge).getByRole('button', { name: MERGE_USERS_TEXTS.confirm }));
    expect(await within(merge).findByText(ADMIN_USERS_MESSAGES.mergeDeleted)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', `${USERS}merge/`) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ surviving_user_id: 77, merged_user_id: 42, remark: 'Same person' });
  });

  it('hides merge and delete from staff who are not super admins, who see masked phones', async () => {
    setViewportWidth(1280);
    mockApi({
      [`GET ${USERS}`]: () => json(200, page([row({ phone: '******0042' })])),
      [`GET ${USERS}42/`]: () => json(200, { user_detail: { ...detail, phone: '******0042' } }),
      [`GET ${ME}`]: () => json(200, { is_superuser: false, teams: [], permissions: ['moderation'] }),
    });
    show();
    const table = await screen.findByRole('table', { name: USERS_TEXTS.tableLabel });
    expect(within(table).getByText('******0042')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Open Meena Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meena Iyer' });
    expect(await within(dialog).findByText('meena@example.com')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Merge profiles' })).toBeNull();
  });

  it('shows the empty list', async () => {
    setViewportWidth(390);
    mockApi({ [`GET ${USERS}`]: () => json(200, page([])) });
    show();
    expect(await screen.findByText(USERS_TEXTS.empty)).toBeTruthy();
  });
});
