import {
  coinUnlockEnabled,
  GROUP_CARD_WINDOW,
  type Group,
  groupSetupChecklist,
  type Plan,
} from '@tradecircle/domain';
import type { PayoutSummary } from '../payouts/index.ts';
import type { GroupListRow } from './groups.repository.ts';

/** What a card shows of the group's track record (track-record's groupCardFigures, All period). */
export type GroupCardNumbers = {
  closed_trades: number;
  accuracy: number | null;
  avg_trade_return: number | null;
  trade_wins: number | null;
  days_pnl: number | null;
  days_pnl_percent: number | null;
  small_sample: boolean;
};

const NO_CALLS: GroupCardNumbers = {
  closed_trades: 0,
  accuracy: null,
  avg_trade_return: null,
  trade_wins: null,
  days_pnl: null,
  days_pnl_percent: null,
  small_sample: true,
};

/** The share link of groups-and-payments (platform.md §2): who shared it rides in utm_source. */
export function groupShareLink(groupId: number, sharerUserId: number | null): string {
  return sharerUserId === null
    ? `/groups/${groupId}`
    : `/groups/${groupId}?utm_source=user_${sharerUserId}&utm_medium=share_link`;
}

/** What a Group answer shows of payments: the plans, the admin's payout status, the viewer's KYC. */
export type GroupPaymentFacts = {
  plans: Plan[];
  adminPayout: PayoutSummary | undefined;
  isViewerKycVerified: boolean;
};

const NO_PAYMENTS: GroupPaymentFacts = { plans: [], adminPayout: undefined, isViewerKycVerified: false };

export function presentGroup(
  row: GroupListRow,
  viewerUserId: number | null,
  numbers: GroupCardNumbers | undefined,
  payments: GroupPaymentFacts = NO_PAYMENTS,
): Group {
  const { group, admin } = row;
  const figures = numbers ?? NO_CALLS;
  const isAdmin = viewerUserId !== null && group.adminUserId === viewerUserId;
  const payout = payments.adminPayout;
  return {
    id: group.id,
    name: group.name,
    group_type: group.groupType,
    picture: group.picture,
    cover_image: group.coverImage,
    disclaimer: group.disclaimer,
    description: group.description,
    disclosure_document: group.disclosureDocument,
    created: group.createdAt.toISOString(),
    admin: {
      id: group.adminUserId,
      profile: {
        id: admin.profileId,
        name: admin.name ?? '',
        profile_image: admin.image,
        is_sebi_registered: admin.isSebiRegistered,
        sebi_user_type: admin.sebiUserType,
      },
    },
    is_admin: isAdmin,
    is_participant: Boolean(row.isParticipant),
    is_request: Boolean(row.isRequest),
    is_limited_offer: group.isLimitedOffer,
    free_trail: group.freeTrail,
    participants_count: group.participantsCount,
    active_group_members: group.activeGroupMembers,
    trades_count: group.tradesCount,
    coin_unlock_enabled: coinUnlockEnabled({
      groupType: group.groupType,
      coinUnlock: group.coinUnlock,
      adminIsSebiRegistered: Boolean(admin.isSebiRegistered),
    }),
    types_of_instrument: group.typesOfInstrument,
    key_offering: group.keyOffering,
    metrics: {
      closed_trades: figures.closed_trades,
      accuracy: figures.accuracy,
      avg_trade_return: figures.avg_trade_return,
      window: GROUP_CARD_WINDOW,
    },
    trade_wins: figures.trade_wins,
    days_pnl: figures.days_pnl,
    days_pnl_percent: figures.days_pnl_percent,
    small_sample: figures.small_sample,
    price: payments.plans,
    is_admin_payment_info: payout !== undefined,
    admin_payment_info: payout
      ? {
          id: payout.id,
          verification_status: payout.verificationStatus,
          // The reviewer's remark is for the admin alone.
          remark: isAdmin ? payout.remark : null,
          profile: { sebi_user_type: admin.sebiUserType, sebi_registration_num: admin.sebiNumber },
        }
      : null,
    is_payment_active: payout?.verificationStatus === 'Verified',
    can_take_payments: Boolean(row.canTakePayments),
    // What is missing before subscribers can pay: the admin's to-do list, nobody else's business.
    setup_checklist:
      isAdmin && group.groupType === 'Premium'
        ? groupSetupChecklist({
            payoutStatus: payout?.verificationStatus ?? null,
            activePlanCount: payments.plans.length,
            groupStatus: group.verificationStatus,
          })
        : null,
    // Staff's review and its remark: the group admin's business alone.
    verification_status: isAdmin ? group.verificationStatus : null,
    verification_remark: isAdmin ? group.verificationRemark : null,
    is_kyc_completed: payments.isViewerKycVerified,
    is_watchlist_added: Boolean(row.isWatchlistAdded),
    share_link: groupShareLink(group.id, viewerUserId),
  };
}
