import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Group } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { useGroupDetail } from '../hooks.ts';
import { detailOf, makeGroup } from '../test-fixtures.ts';
import { CoinUnlockSetting } from './coin-unlock-setting.tsx';

const bridge = installTestBridge(() => storeValidLogin());

const DETAIL = '/backend/api/group-detail/';
const SWITCH = '/backend/api/own-groups/5/coin-unlock/';

/** The setting as the group page shows it: from the group's detail, read again after a change. */
function Harness() {
  const detail = useGroupDetail(5);
  return detail.data ? <CoinUnlockSetting group={detail.data.group_detail} /> : null;
}

function answer(start: Partial<Group>, switchStatus = 200) {
  let group = makeGroup({ group_type: 'Premium', ...start });
  const fetchMock = mockApi({
    [`GET ${DETAIL}`]: () => json(200, detailOf(group)),
    [`PATCH ${SWITCH}`]: (init) => {
      if (switchStatus !== 200)
        return json(switchStatus, { message: 'Only a Premium group can be unlocked with coins' });
      const { enabled } = bodyOf(init) as { enabled: boolean };
      group = { ...group, coin_unlock_enabled: enabled };
      return json(200, {
        message: enabled
          ? 'Closed calls of this group can now be unlocked with coins'
          : 'Closed calls of this group can no longer be unlocked with coins',
        coin_unlock_enabled: enabled,
      });
    },
  });
  renderAt('/groups/5', { '/groups/:id': <Harness /> });
  return fetchMock;
}

const region = () => screen.findByRole('region', { name: 'Coin unlocking' });

describe('CoinUnlockSetting', { timeout: 20_000 }, () => {
  it('tells everyone whether a Premium group’s closed calls can be unlocked, without a switch', async () => {
    answer({ coin_unlock_enabled: true });
    const setting = await region();
    expect(setting.textContent).toContain('Closed calls of this group can be unlocked with coins.');
    expect(within(setting).queryByRole('switch')).toBeNull();
  });

  it('says so when they cannot', async () => {
    answer({ coin_unlock_enabled: false });
    expect((await region()).textContent).toContain(
      'Closed calls of this group cannot be unlocked with coins.',
    );
  });

  it('shows nothing for a group that is not Premium', async () => {
    const fetchMock = answer({ group_type: 'Public', coin_unlock_enabled: false });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', DETAIL)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Coin unlocking' })).toBeNull();
  });

  it('gives the admin a switch that calls the endpoint and shows the group as read again', async () => {
    const fetchMock = answer({ is_admin: true, coin_unlock_enabled: false });
    const setting = await region();
    const toggle = within(setting).getByRole('switch', { name: 'Allow unlocking closed calls with coins' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);

    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Closed calls of this group can now be unlocked with coins',
        'success',
        4500,
      ),
    );
    const [[, init]] = callsTo(fetchMock, 'PATCH', SWITCH) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ enabled: true });
    await waitFor(() =>
      expect(setting.textContent).toContain('Closed calls of this group can be unlocked with coins.'),
    );
    expect(callsTo(fetchMock, 'GET', DETAIL)).toHaveLength(2);
    expect((within(setting).getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('a refusal shows the server’s message and leaves the switch as it was', async () => {
    answer({ is_admin: true, coin_unlock_enabled: false }, 400);
    const setting = await region();
    fireEvent.click(within(setting).getByRole('switch'));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Only a Premium group can be unlocked with coins',
        'error',
        4500,
      ),
    );
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect((within(setting).getByRole('switch') as HTMLInputElement).checked).toBe(false),
    );
  });
});
