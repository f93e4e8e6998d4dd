import { describe, expect, it } from 'vitest';
import { TRADE_STATUSES, type TradeStatus } from '../constants/trades.ts';
import {
  canBookmark,
  canCopy,
  canDelete,
  canEdit,
  canExit,
  canFeature,
  canSeeTrade,
  canUpdateReasoning,
  type PolicyDecision,
  type TradeActor,
} from './policy.ts';

const OWNER: TradeActor = { userId: 7 };
const OTHER: TradeActor = { userId: 8 };

function trade(status: TradeStatus) {
  return { posted_by_id: 7, status };
}

function allowedStatuses(
  rule: (t: ReturnType<typeof trade>, a: TradeActor) => PolicyDecision,
): TradeStatus[] {
  return TRADE_STATUSES.filter((status) => rule(trade(status), OWNER).allowed);
}

describe('owner actions by status (trades.md §4, §6)', () => {
  it.each([
    ['edit', canEdit, ['Inactive'], 'Only upcoming trades can be modified'],
    ['delete', canDelete, ['Inactive'], 'Only upcoming trades can be deleted'],
    ['exit', canExit, ['Active'], 'Only live trades can be exited'],
    [
      'update reasoning',
      canUpdateReasoning,
      ['Active'],
      'The reasoning can be updated only while the trade is live',
    ],
    ['feature', canFeature, ['Inactive', 'Active', 'Closed', 'expired'], null],
  ] as const)('%s: the owner may in %j only', (_name, rule, statuses, statusMessage) => {
    expect(allowedStatuses(rule)).toEqual(statuses);
    const outside = TRADE_STATUSES.find((status) => !statuses.includes(status as never));
    if (outside && statusMessage) {
      expect(rule(trade(outside), OWNER)).toEqual({
        allowed: false,
        reason: 'wrong_status',
        message: statusMessage,
      });
    }
  });

  it.each([canEdit, canDelete, canExit, canUpdateReasoning, canFeature])(
    'another user is refused as not the owner, a visitor as needing login (%o)',
    (rule) => {
      for (const status of TRADE_STATUSES) {
        const asOther = rule(trade(status), OTHER);
        expect(asOther.allowed).toBe(false);
        expect(asOther).toMatchObject({
          reason: 'not_owner',
          message: expect.stringMatching(/^Only the trade owner can /),
        });
        expect(rule(trade(status), null)).toMatchObject({ allowed: false, reason: 'login_required' });
      }
    },
  );
});

describe('follower actions', () => {
  it('copy and bookmark: any signed-in user but the owner, in any status', () => {
    for (const status of TRADE_STATUSES) {
      expect(canCopy(trade(status), OTHER).allowed).toBe(true);
      expect(canBookmark(trade(status), OTHER).allowed).toBe(true);
      expect(canCopy(trade(status), OWNER)).toMatchObject({
        allowed: false,
        message: 'You cannot copy your own trade',
      });
      expect(canBookmark(trade(status), OWNER)).toMatchObject({
        allowed: false,
        message: 'You cannot bookmark your own trade',
      });
      expect(canCopy(trade(status), null)).toMatchObject({
        reason: 'login_required',
        message: 'Login required for following action',
      });
    }
  });
});

describe('canSeeTrade', () => {
  const owner = { userId: 7 };
  const member = { userId: 9, groupIds: [3] };
  const stranger = { userId: 10, groupIds: [4] };

  it('public trades to everyone, visitors included', () => {
    const publicTrade = { posted_by_id: 7, visibility: 'followers' as const };
    for (const viewer of [owner, member, stranger, null]) expect(canSeeTrade(publicTrade, viewer)).toBe(true);
  });

  it('private trades to their owner only', () => {
    const privateTrade = { posted_by_id: 7, visibility: 'private' as const };
    expect([owner, member, stranger, null].map((viewer) => canSeeTrade(privateTrade, viewer))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("group trades to their owner and the group's members", () => {
    const groupTrade = { posted_by_id: 7, visibility: 'group' as const, group_id: 3 };
    expect([owner, member, stranger, null].map((viewer) => canSeeTrade(groupTrade, viewer))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(canSeeTrade({ ...groupTrade, group_id: null }, member)).toBe(false);
  });

  it('a real trade awaiting its broker to its owner only, until it goes Live', () => {
    const viewers = [owner, member, stranger, null];
    for (const visibility of ['followers', 'group'] as const) {
      const real = { posted_by_id: 7, visibility, group_id: 3, is_real: true };
      for (const status of ['Inactive', 'deleted'] as const) {
        expect(viewers.map((viewer) => canSeeTrade({ ...real, status }, viewer))).toEqual([
          true,
          false,
          false,
          false,
        ]);
      }
      expect(viewers.map((viewer) => canSeeTrade({ ...real, status: 'Active' }, viewer))).toEqual([
        true,
        true,
        visibility === 'followers',
        visibility === 'followers',
      ]);
    }
    // A virtual Upcoming trade is public as ever.
    expect(
      canSeeTrade({ posted_by_id: 7, visibility: 'followers', is_real: false, status: 'Inactive' }, null),
    ).toBe(true);
  });
});
