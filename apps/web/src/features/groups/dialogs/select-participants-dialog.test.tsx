import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { makeGroup } from '../test-fixtures.ts';
import { SelectParticipantsDialog } from './select-participants-dialog.tsx';

const bridge = installTestBridge(() => storeValidLogin());

const follower = (user_id: number, name: string) => ({
  user_id,
  profile_id: user_id + 100,
  name,
  profile_image: null,
  followers: 0,
  following: 1,
  followers_ids: [],
  trades_count_last_seven_days: 0,
  percent_last_seven_days: 0,
  is_followed: false,
  is_sebi_registered: false,
  sebi_user_type: null,
  days_pnl: 0,
  days_pnl_percent: 0,
  types_of_instrument: [],
});

describe('SelectParticipantsDialog', () => {
  it("lists the admin's followers and adds the chosen ones through the group's edit call", async () => {
    const group = makeGroup({ id: 7, name: 'Swing Club', is_admin: true });
    const fetchMock = mockApi({
      'GET /backend/api/followers/': () =>
        json(200, { results: [follower(31, 'Asha Rao'), follower(32, 'Vikram Iyer')], count: 2 }),
      'PUT /backend/api/own-groups/7/': () =>
        json(200, { message: 'Group Swing Club saved successfully', group_detail: group }),
    });
    const onClose = vi.fn();
    renderAt('/groups/7', { '/groups/7': <SelectParticipantsDialog open onClose={onClose} group={group} /> });
    const list = await screen.findByRole('list', { name: 'Followers' });
    const add = screen.getByRole('button', { name: /Add selected/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(list).getByText('Vikram Iyer'));
    expect((screen.getByRole('button', { name: 'Add selected (1)' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add selected (1)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = callsTo(fetchMock, 'PUT', '/backend/api/own-groups/7/')[0]?.[1]?.body as FormData;
    expect(body.getAll('participants')).toEqual(['32']);
    expect(bridge.notify).toHaveBeenCalledWith('1 follower added', 'success', undefined);
    const asked = callsTo(fetchMock, 'GET', '/backend/api/followers/')[0]?.[0] ?? '';
    expect(asked).toContain(`user_id=${group.admin.id}`);
  });
});
