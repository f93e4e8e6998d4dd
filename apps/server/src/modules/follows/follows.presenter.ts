import { type Influencer, type InstrumentKind, RECENT_PERFORMANCE_WINDOW } from '@tradecircle/domain';
import type { InfluencerRow } from './follows.repository.ts';

/** An Influencer row as the wire shape of platform.md §3 (followers_ids holds only the viewer). */
export function presentInfluencer(row: InfluencerRow, viewerUserId: number | null): Influencer {
  const kinds: InstrumentKind[] = [];
  if (row.tradesEquity) kinds.push('Equity');
  if (row.tradesFno) kinds.push('F&O');
  return {
    user_id: row.userId,
    profile_id: row.profileId,
    name: row.name,
    profile_image: row.profileImage,
    followers: row.followers,
    following: row.following,
    followers_ids: row.isFollowed && viewerUserId ? [viewerUserId] : [],
    trades_count_last_seven_days: row.tradesCount,
    percent_last_seven_days: row.meanPercent,
    performance_window: RECENT_PERFORMANCE_WINDOW,
    performance_calls: row.performanceCalls,
    is_followed: row.isFollowed,
    is_sebi_registered: row.isSebiRegistered,
    sebi_user_type: row.sebiUserType,
    days_pnl: row.pnl,
    days_pnl_percent: row.pnlPercent,
    types_of_instrument: kinds,
  };
}
