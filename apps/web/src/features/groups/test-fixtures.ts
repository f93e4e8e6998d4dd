/** Groups and answers for the groups tests (not shipped: only *.test files import it). */
import { type Group, type GroupDetailResponse, GroupSchema } from '@tradecircle/domain';
import { json } from '../../test-render.tsx';

export const ADMIN_USER_ID = 77;

/** A public group of another user's, checked against the wire schema so the fixture follows the API. */
export function makeGroup(overrides: Partial<Group> = {}): Group {
  return GroupSchema.parse({
    id: 5,
    name: 'Nifty Swing Club',
    group_type: 'Public',
    picture: null,
    cover_image: null,
    disclaimer: '',
    description: '',
    disclosure_document: null,
    created: '2026-05-01T04:30:00.000Z',
    admin: {
      id: ADMIN_USER_ID,
      profile: {
        id: 17,
        name: 'Meera Iyer',
        profile_image: null,
        is_sebi_registered: false,
        sebi_user_type: null,
      },
    },
    is_admin: false,
    is_participant: false,
    is_request: false,
    is_limited_offer: false,
    free_trail: false,
    participants_count: 12,
    active_group_members: 12,
    trades_count: 4,
    coin_unlock_enabled: false,
    types_of_instrument: [],
    key_offering: [],
    metrics: { closed_trades: 0, accuracy: null, avg_trade_return: null, window: 'All' },
    trade_wins: null,
    days_pnl: null,
    days_pnl_percent: null,
    small_sample: false,
    price: [],
    is_admin_payment_info: false,
    admin_payment_info: null,
    is_payment_active: false,
    can_take_payments: false,
    setup_checklist: null,
    verification_status: null,
    verification_remark: null,
    is_kyc_completed: false,
    is_watchlist_added: false,
    share_link: '/groups/5?utm_source=user_42&utm_medium=share_link',
    ...overrides,
  });
}

export function detailOf(group: Group, extra: Partial<GroupDetailResponse> = {}): GroupDetailResponse {
  return {
    group_detail: group,
    user_sebi_details: [],
    key_offering: group.key_offering,
    watchlist_data: null,
    ...extra,
  };
}

export const pageOf = (groups: Group[], total_page = 1) =>
  json(200, {
    groups,
    page_info: { page_number: 1, detail_count: 12, total_page, total_count: groups.length },
  });

export const emptyTrades = () =>
  json(200, { results: [], page_info: { page_number: 1, detail_count: 18, total_page: 0, total_count: 0 } });
