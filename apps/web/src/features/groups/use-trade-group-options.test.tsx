import { Button } from '@mui/material';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { useTradeCardActions } from '../trades/index.ts';
import { durationListAnswer } from '../trades/testing.ts';
import { makeGroup, pageOf } from './test-fixtures.ts';

installTestBridge(() => {
  storeValidLogin();
  installFakeLivePriceClient();
});
afterEach(() => setLivePriceClient(null));

function AddTrade({ inGroup = false }: { inGroup?: boolean }) {
  const actions = useTradeCardActions();
  return (
    <Button
      onClick={() =>
        actions.openComposer('add', inGroup ? { group: { id: 5, name: 'Nifty Swing Club' } } : {})
      }
    >
      Open form
    </Button>
  );
}

async function openForm(ownGroups: ReturnType<typeof makeGroup>[], inGroup = false) {
  const fetchMock = mockApi({
    'GET /backend/api/own-groups/': () => pageOf(ownGroups),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
  });
  renderAt('/my-profile', { '/my-profile': <AddTrade inGroup={inGroup} /> });
  fireEvent.click(screen.getByRole('button', { name: 'Open form' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  return { dialog, fetchMock };
}

describe('the trade form with groups', () => {
  it('offers no Group visibility to a user without groups', async () => {
    const { dialog, fetchMock } = await openForm([]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/backend/api/own-groups/')).toHaveLength(1));
    // The answer has arrived and been rendered: the choice is still absent.
    await act(async () => {
      await fetchMock.mock.results[fetchMock.mock.results.length - 1]?.value;
    });
    expect(within(dialog).queryByRole('radio', { name: 'Group', hidden: true })).toBeNull();
  });

  it('offers Group visibility once the user has a group, then asks for a group', async () => {
    const { dialog } = await openForm([
      makeGroup({ id: 5, is_admin: true }),
      makeGroup({ id: 6, name: 'Options Desk' }),
    ]);
    const group = await within(dialog).findByRole('radio', { name: 'Group', hidden: true });
    fireEvent.click(group);
    const picker = await within(dialog).findByRole('combobox', { name: /^Group/, hidden: true });
    fireEvent.mouseDown(picker);
    expect(await screen.findByRole('option', { name: 'Options Desk' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nifty Swing Club' })).toBeTruthy();
  });

  it("opens with the group chosen from a group page's Add Trade", async () => {
    const { dialog } = await openForm([makeGroup({ id: 5, is_admin: true })], true);
    const group = (await within(dialog).findByRole('radio', {
      name: 'Group',
      hidden: true,
    })) as HTMLInputElement;
    expect(group.checked).toBe(true);
    const picker = within(dialog).getByRole('combobox', { name: /^Group/, hidden: true });
    expect(picker.textContent).toBe('Nifty Swing Club');
  });
});
