import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, type StaffMember, type StaffTeam } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { STAFF_TEXTS } from './staff-section.tsx';
import { TEAMS_TEXTS, TeamsPanel } from './teams-panel.tsx';

const TEAMS = '/backend/api/admin/teams/';
const STAFF = '/backend/api/admin/staff/';

const bridge = installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const compliance: StaffTeam = { id: 1, name: 'Compliance', permissions: ['payouts', 'sebi'], staff_count: 1 };
const support: StaffTeam = { id: 2, name: 'Support', permissions: [], staff_count: 0 };
const priya: StaffMember = { user_id: 42, name: 'Priya Nair', team: { id: 1, name: 'Compliance' } };

const show = () => renderAt('/admin', { '/admin': <TeamsPanel /> });

describe('TeamsPanel', () => {
  it('lists the teams with their queues as chips and staff counts, and the staff with their teams', async () => {
    routeApi({
      [`GET ${TEAMS}`]: () => json(200, { teams: [compliance, support] }),
      [`GET ${STAFF}`]: () => json(200, { staff: [priya] }),
    });
    show();
    const teams = await screen.findByRole('table', { name: TEAMS_TEXTS.tableLabel });
    const complianceRow = within(teams).getByText('Compliance').closest('tr') as HTMLElement;
    expect(within(complianceRow).getByText('Payout details')).toBeTruthy();
    expect(within(complianceRow).getByText('SEBI registrations')).toBeTruthy();
    expect(within(complianceRow).getByText('1')).toBeTruthy();
    const supportRow = within(teams).getByText('Support').closest('tr') as HTMLElement;
    expect(within(supportRow).getByText(TEAMS_TEXTS.noQueues)).toBeTruthy();

    const staff = await screen.findByRole('table', { name: STAFF_TEXTS.tableLabel });
    const row = within(staff).getByText('Priya Nair').closest('tr') as HTMLElement;
    expect(within(row).getByText('42')).toBeTruthy();
    expect(within(row).getByText('Compliance')).toBeTruthy();
  });

  it('creates a team with the ticked queues, trimmed, and refuses an empty name before asking', async () => {
    let teams: StaffTeam[] = [];
    const api = routeApi({
      [`GET ${TEAMS}`]: () => json(200, { teams }),
      [`GET ${STAFF}`]: () => json(200, { staff: [] }),
      [`POST ${TEAMS}`]: (_url, init) => {
        const created = {
          id: 7,
          ...(bodyOf(init) as Pick<StaffTeam, 'name' | 'permissions'>),
          staff_count: 0,
        };
        teams = [created];
        return json(201, { message: ADMIN_MESSAGES.teamCreated, team: created });
      },
    });
    show();
    expect(await screen.findByText(TEAMS_TEXTS.empty)).toBeTruthy();
    expect(await screen.findByText(STAFF_TEXTS.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEAMS_TEXTS.newTeam }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.teamName)).toBeTruthy();
    expect(api.calls('POST', TEAMS)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Team name/ }), {
      target: { value: '  Content  ' },
    });
    // Ticked out of order: sent in the queues' own order.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Moderation' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Videos' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST', TEAMS)).toHaveLength(1));
    expect(bodyOf(api.calls('POST', TEAMS)[0]?.init)).toEqual({
      name: 'Content',
      permissions: ['videos', 'moderation'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.notify).toHaveBeenCalledWith(ADMIN_MESSAGES.teamCreated, 'success', undefined);
    const table = await screen.findByRole('table', { name: TEAMS_TEXTS.tableLabel });
    expect(within(table).getByText('Content')).toBeTruthy();
  });

  it('edits a team sending only what changed', async () => {
    const api = routeApi({
      [`GET ${TEAMS}`]: () => json(200, { teams: [compliance] }),
      [`GET ${STAFF}`]: () => json(200, { staff: [] }),
      [`PATCH ${TEAMS}1/`]: () =>
        json(200, { message: ADMIN_MESSAGES.teamUpdated, team: { ...compliance, permissions: ['payouts'] } }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    expect(
      (within(dialog).getByRole('checkbox', { name: 'SEBI registrations' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SEBI registrations' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `${TEAMS}1/`)).toHaveLength(1));
    expect(bodyOf(api.calls('PATCH', `${TEAMS}1/`)[0]?.init)).toEqual({ permissions: ['payouts'] });
  });

  it('shows the server’s 409 when a team that still has staff is deleted, and keeps the dialog open', async () => {
    const api = routeApi({
      [`GET ${TEAMS}`]: () => json(200, { teams: [compliance] }),
      [`GET ${STAFF}`]: () => json(200, { staff: [priya] }),
      [`DELETE ${TEAMS}1/`]: () => json(409, { message: ADMIN_MESSAGES.teamHasStaff }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Compliance' }));
    const dialog = await screen.findByRole('dialog', { name: TEAMS_TEXTS.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.teamHasStaff)).toBeTruthy();
    expect(api.calls('DELETE', `${TEAMS}1/`)).toHaveLength(1);
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('adds a staff member by user id, shows a 404 from the server, and moves and removes one', async () => {
    const api = routeApi({
      [`GET ${TEAMS}`]: () => json(200, { teams: [compliance, support] }),
      [`GET ${STAFF}`]: () => json(200, { staff: [priya] }),
      [`POST ${STAFF}`]: (_url, init) =>
        (bodyOf(init) as { user_id: number }).user_id === 999
          ? json(404, { message: ADMIN_MESSAGES.userNotFound })
          : json(201, { message: ADMIN_MESSAGES.staffAdded, staff_member: priya }),
      [`DELETE ${STAFF}42/`]: () => json(200, { message: ADMIN_MESSAGES.staffRemoved }),
    });
    show();
    await screen.findByRole('table', { name: TEAMS_TEXTS.tableLabel });
    fireEvent.click(await screen.findByRole('button', { name: STAFF_TEXTS.addStaff }));
    let dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /User id/ }), { target: { value: '12a' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('user_id must be a user id')).toBeTruthy();
    expect(within(dialog).getByText('Choose a team')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /User id/ }), { target: { value: '999' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Team/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Support' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.userNotFound)).toBeTruthy();
    expect(bodyOf(api.calls('POST', STAFF)[0]?.init)).toEqual({ user_id: 999, team_id: 2 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Move Priya Nair' }));
    dialog = await screen.findByRole('dialog', { name: 'Move to another team' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Team/ }));
    expect(screen.queryByRole('option', { name: 'Compliance' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Support' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.calls('POST', STAFF)).toHaveLength(2));
    expect(bodyOf(api.calls('POST', STAFF)[1]?.init)).toEqual({ user_id: 42, team_id: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove Priya Nair' }));
    dialog = await screen.findByRole('dialog', { name: STAFF_TEXTS.removeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls('DELETE', `${STAFF}42/`)).toHaveLength(1));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(ADMIN_MESSAGES.staffRemoved, 'success', undefined),
    );
  });

  it('offers Retry when the teams fail to load', async () => {
    let fail = true;
    routeApi({
      [`GET ${TEAMS}`]: () => (fail ? json(500, { message: 'down' }) : json(200, { teams: [support] })),
      [`GET ${STAFF}`]: () => json(200, { staff: [] }),
    });
    show();
    expect(await screen.findByText(TEAMS_TEXTS.failed, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: TEAMS_TEXTS.tableLabel });
    expect(within(table).getByText('Support')).toBeTruthy();
  });
});
