import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GROUP_MESSAGES, type Group, SNACKBAR_WARNING_MS } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { REDIRECT_GROUP_KEY } from '../../../shared/api/auth-state.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { type GroupCardContext, groupCardAction } from '../group-texts.ts';
import { makeGroup } from '../test-fixtures.ts';
import { useMembershipActions } from '../use-membership-actions.ts';
import { GroupCard } from './group-card.tsx';

const bridge = installTestBridge();

function CardWithActions({ group, context }: { group: Group; context: GroupCardContext }) {
  const membership = useMembershipActions();
  return <GroupCard group={group} context={context} onAction={membership.run} />;
}

function renderCard(group: Group, context: GroupCardContext = 'profile') {
  return renderAt('/profile/77/Meera', {
    '/profile/77/Meera': <CardWithActions group={group} context={context} />,
  });
}

const premium = (overrides: Partial<Group> = {}) =>
  makeGroup({ group_type: 'Premium', types_of_instrument: ['Equity', 'F&O'], ...overrides });

describe('GroupCard button', () => {
  it.each<[string, Partial<Group>, GroupCardContext, string]>([
    ['a public group to a non-member', {}, 'profile', 'Join Group'],
    ['a public group to a participant', { is_participant: true }, 'profile', 'View Group'],
    ['a premium group outside the premium list', { group_type: 'Premium' }, 'home', 'Join Group'],
    ['a private group to a non-member', { group_type: 'Private' }, 'profile', 'Send Request'],
    [
      'a private group to a participant',
      { group_type: 'Private', is_participant: true },
      'list',
      'View Group',
    ],
    [
      'a private group with a pending request',
      { group_type: 'Private', is_request: true },
      'list',
      'Cancel Request',
    ],
    ['the premium list to a non-member', { group_type: 'Premium' }, 'premium-list', 'Subscribe'],
    [
      'the premium list to a member',
      { group_type: 'Premium', is_participant: true },
      'premium-list',
      'View Group',
    ],
    [
      'the premium list to the admin',
      { group_type: 'Premium', is_admin: true },
      'premium-list',
      'View Group',
    ],
  ])('reads right for %s', (_case, overrides, context, label) => {
    mockApi({});
    renderCard(makeGroup(overrides), context);
    expect(screen.getByRole('button', { name: new RegExp(`^${label}:`) })).toBeTruthy();
  });

  it('marks a pending request with a Pending chip', () => {
    mockApi({});
    renderCard(makeGroup({ group_type: 'Private', is_request: true }));
    expect(screen.getByText('Pending')).toBeTruthy();
    renderCard(makeGroup({ id: 6, group_type: 'Private' }));
    expect(screen.getAllByText('Pending')).toHaveLength(1);
  });

  it('never offers a participant a way in, whatever the type', () => {
    for (const group_type of ['Public', 'Private', 'Premium'] as const)
      for (const context of ['profile', 'home', 'list', 'premium-list'] as const)
        expect(
          groupCardAction({ group_type, is_admin: false, is_participant: true, is_request: false }, context),
        ).toBe('view');
  });
});

describe('GroupCard premium details', () => {
  it("shows 'SEBI RA' for a registered analyst and 'SEBI RIA' for an investment adviser", () => {
    mockApi({});
    const admin = (sebi_user_type: 'registered_analyst' | 'registered_investment_advisor') => ({
      id: 77,
      profile: { id: 17, name: 'Meera Iyer', profile_image: null, is_sebi_registered: true, sebi_user_type },
    });
    renderCard(premium({ id: 1, admin: admin('registered_analyst') }));
    renderCard(premium({ id: 2, admin: admin('registered_investment_advisor') }));
    expect(screen.getAllByText('SEBI RA')).toHaveLength(1);
    expect(screen.getAllByText('SEBI RIA')).toHaveLength(1);
  });

  it('shows no SEBI badge for an unregistered admin', () => {
    mockApi({});
    renderCard(premium());
    expect(screen.queryByText(/^SEBI RI?A$/)).toBeNull();
  });

  it('says a premium group of an unregistered admin is not investment advice, and only such a group', () => {
    mockApi({});
    renderCard(premium({ id: 1, name: 'Unregistered Desk' }));
    const registered = {
      id: 78,
      profile: {
        id: 18,
        name: 'Asha Rao',
        profile_image: null,
        is_sebi_registered: true,
        sebi_user_type: 'registered_analyst' as const,
      },
    };
    renderCard(premium({ id: 2, name: 'Registered Desk', admin: registered }));
    renderCard(makeGroup({ id: 3, name: 'Public Room' }));
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toBe('Not investment advice: the admin is not SEBI-registered.');
    expect(notes[0]!.closest('.MuiCard-root')?.textContent).toContain('Unregistered Desk');
  });

  it("shows '-' for missing figures and the figures it has, with the small-sample mark", () => {
    mockApi({});
    renderCard(
      premium({ metrics: { closed_trades: 0, accuracy: null, avg_trade_return: null, window: 'All' } }),
    );
    const figures = () => Array.from(document.querySelectorAll('dd'), (node) => node.textContent);
    expect(figures()).toEqual(['-', '-']);
    expect(screen.getByText('0 calls · all time')).toBeTruthy();
    expect(screen.queryByText('Small sample')).toBeNull();
  });

  it('shows a group’s figures with their units, the calls and window behind them, and marks a small sample', () => {
    mockApi({});
    renderCard(
      premium({
        metrics: { closed_trades: 7, accuracy: 71.4286, avg_trade_return: -1.5, window: 'All' },
        small_sample: true,
      }),
    );
    expect(Array.from(document.querySelectorAll('dd'), (node) => node.textContent)).toEqual([
      '71.43%',
      '-1.5%',
    ]);
    const basis = screen.getByText('7 calls · all time');
    expect(basis.getAttribute('title')).toBe('All closed calls');
    expect(screen.getByText('Small sample')).toBeTruthy();
    expect(screen.getByText('Equity')).toBeTruthy();
    expect(screen.getByText('F&O')).toBeTruthy();
  });

  it('shows members and posted trades for other groups', () => {
    mockApi({});
    renderCard(makeGroup({ participants_count: 31, trades_count: 9 }));
    expect(screen.getByText('Members')).toBeTruthy();
    expect(screen.getByText('Posted Trades')).toBeTruthy();
    expect(Array.from(document.querySelectorAll('dd'), (node) => node.textContent)).toEqual(['31', '9']);
  });
});

describe('GroupCard actions', () => {
  it.each([
    ['has no free trial', {}],
    // The payout Verified but no plan active: the group cannot take payments.
    ['has a Verified payout but no active plan', { is_payment_active: true, can_take_payments: false }],
  ])(
    'warns for 2.5 s that payments are not active when a premium group %s, and calls nothing',
    (_case, overrides) => {
      storeValidLogin();
      const fetchMock = mockApi({});
      renderCard(premium(overrides), 'premium-list');
      fireEvent.click(screen.getByRole('button', { name: /^Subscribe:/ }));
      expect(bridge.notify).toHaveBeenCalledWith(
        GROUP_MESSAGES.paymentNotActive,
        'warning',
        SNACKBAR_WARNING_MS,
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('opens the payment dialog for a premium group that offers a free trial or takes payments', async () => {
    storeValidLogin();
    const fetchMock = mockApi({});
    renderCard(premium({ free_trail: true }), 'premium-list');
    fireEvent.click(screen.getByRole('button', { name: /^Subscribe:/ }));
    // The dialog's code loads on this first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Nifty Swing Club' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay & Join' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a private group’s request and says it went to the admin', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      'POST /backend/api/join-leave/': () => json(200, { message: 'Requested' }),
    });
    renderCard(makeGroup({ group_type: 'Private' }));
    fireEvent.click(screen.getByRole('button', { name: /^Send Request:/ }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(GROUP_MESSAGES.requestSent, 'success', undefined),
    );
    const [call] = callsTo(fetchMock, 'POST', '/backend/api/join-leave/');
    expect(bodyOf(call?.[1])).toMatchObject({ membership_type: 'request', group: 5 });
  });

  it('cancels a pending request', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      'DELETE /backend/api/join-leave/': () => json(200, { message: 'Request Canceled' }),
    });
    renderCard(makeGroup({ group_type: 'Private', is_request: true }));
    fireEvent.click(screen.getByRole('button', { name: /^Cancel Request:/ }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(GROUP_MESSAGES.requestCanceled, 'success', undefined),
    );
    expect(bodyOf(callsTo(fetchMock, 'DELETE', '/backend/api/join-leave/')[0]?.[1])).toMatchObject({
      membership_type: 'request',
      group: 5,
    });
  });

  it('sends a visitor to login and remembers the group for the return', async () => {
    const fetchMock = mockApi({});
    renderCard(makeGroup());
    fireEvent.click(screen.getByRole('button', { name: /^Join Group:/ }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/login');
    expect(localStorage.getItem(REDIRECT_GROUP_KEY)).toBe('5');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
