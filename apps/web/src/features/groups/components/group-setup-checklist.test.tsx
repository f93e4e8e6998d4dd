import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Group, type GroupVerificationStatus, groupSetupChecklist } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { routeApi } from '../../follows/testing.ts';
import { MONTHLY } from '../../payments/testing.ts';
import { makeGroup } from '../test-fixtures.ts';
import { GroupSetupCard } from './group-setup-checklist.tsx';

installTestBridge(() => storeValidLogin());

type PayoutStatus = 'Pending' | 'Verified' | 'Rejected' | null;

/** A Premium group as its admin reads it, its checklist from the domain's rule as the server sends it. */
function adminsGroup(
  payout: PayoutStatus,
  plans = 0,
  remark: string | null = null,
  review: { status: GroupVerificationStatus; remark: string | null } = { status: 'Verified', remark: null },
): Group {
  const checklist = groupSetupChecklist({
    payoutStatus: payout,
    activePlanCount: plans,
    groupStatus: review.status,
  });
  return makeGroup({
    group_type: 'Premium',
    is_admin: true,
    price: plans > 0 ? [MONTHLY] : [],
    is_admin_payment_info: payout !== null,
    admin_payment_info:
      payout === null
        ? null
        : {
            id: 4,
            verification_status: payout,
            remark,
            profile: { sebi_user_type: null, sebi_registration_num: null },
          },
    is_payment_active: payout === 'Verified',
    can_take_payments: checklist.every((item) => item.done),
    setup_checklist: checklist,
    verification_status: review.status,
    verification_remark: review.remark,
  });
}

function show(group: Group) {
  cleanup();
  renderAt('/', { '/': <GroupSetupCard group={group} /> });
}
const steps = () => within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
/** 'Done: label' or 'To do: label': the step's icon (its title) and its label. */
const stepState = (item: HTMLElement) =>
  `${within(item).getByRole('img').textContent}: ${item.querySelector('p')?.textContent}`;

describe('GroupSetupCard', () => {
  it('lists what a new Premium group is missing, each with the button that does it', async () => {
    routeApi({
      'GET /backend/api/payment-info/': () => json(200, { payment_info: null }),
    });
    show(adminsGroup(null));
    expect(screen.getByRole('heading', { name: 'Before this group can take subscribers' })).toBeTruthy();
    const [submitted, verified, plan] = steps();
    expect(stepState(submitted!)).toBe('To do: Payout details submitted');
    expect(stepState(verified!)).toBe('To do: Payout details verified');
    expect(stepState(plan!)).toBe('To do: At least one subscription plan');
    expect(within(verified!).queryByRole('button')).toBeNull();

    fireEvent.click(within(plan!).getByRole('button', { name: 'Add a plan' }));
    expect(await screen.findByRole('dialog', { name: 'Subscription plans' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(submitted!).getByRole('button', { name: 'Add payment information' }));
    expect(await screen.findByRole('dialog', { name: 'Add payment information' })).toBeTruthy();
  });

  it('says the details are in review while Pending, and shows a rejection’s remark with Edit', () => {
    show(adminsGroup('Pending', 1));
    let [submitted, verified, plan] = steps();
    expect(stepState(submitted!)).toBe('Done: Payout details submitted');
    expect(stepState(verified!)).toBe('To do: Payout details verified');
    expect(verified!.textContent).toContain('In review');
    expect(stepState(plan!)).toBe('Done: At least one subscription plan');
    expect(plan!.textContent).toContain('1 active plan');
    expect(screen.queryByRole('button', { name: 'Add a plan' })).toBeNull();

    show(adminsGroup('Rejected', 0, 'The PAN does not match the account holder'));
    [, verified] = steps();
    expect(verified!.textContent).toContain('The PAN does not match the account holder');
    expect(within(verified!).getByRole('button', { name: 'Edit payment information' })).toBeTruthy();
  });

  it('says the group is in review, or shows the reviewer’s remark when it was rejected', () => {
    show(adminsGroup('Verified', 1, null, { status: 'Pending', remark: null }));
    let review = steps()[3]!;
    expect(stepState(review)).toBe('To do: Group verified by TradeCircle');
    expect(review.textContent).toContain('In review');

    show(
      adminsGroup('Verified', 1, null, { status: 'Rejected', remark: 'The description promises returns' }),
    );
    review = steps()[3]!;
    expect(review.textContent).toContain('Rejected: The description promises returns');
  });

  it('is gone once the group takes payments, and never shows to others', () => {
    show(adminsGroup('Verified', 1));
    expect(screen.queryByRole('list', { name: 'Setup steps' })).toBeNull();
    expect(screen.getByText('Payments active')).toBeTruthy();

    show(makeGroup({ group_type: 'Premium' }));
    expect(screen.queryByRole('list', { name: 'Setup steps' })).toBeNull();
    expect(screen.queryByText('Payments active')).toBeNull();
  });
});
