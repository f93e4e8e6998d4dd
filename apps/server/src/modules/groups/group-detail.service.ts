import {
  type ClaimedVersusAchievableAnswer,
  type GroupDetailResponse,
  groupKpis,
  groupNetKpis,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { groupFigures } from '../track-record/index.ts';
import { findGroup, GROUP_ACCESS_MESSAGES } from './group-access.ts';
import { contactCardOf } from './group-contact.service.ts';
import { groupWatchlistOf } from './group-watchlist.service.ts';
import { presentGroupById } from './groups.service.ts';

/**
 * The group page's one call: the group, its admin's contact card (premium groups: the regulator's
 * details a subscriber must be able to reach), key offerings and the watchlist's id and name.
 */
export async function groupDetail(
  db: AppDb,
  groupId: number,
  viewerUserId: number | null,
): Promise<GroupDetailResponse> {
  const group = await presentGroupById(db, groupId, viewerUserId);
  const [contact, watchlist] = await Promise.all([
    group.group_type === 'Premium' ? contactCardOf(db, group.admin.id) : null,
    groupWatchlistOf(db, groupId),
  ]);
  return {
    group_detail: group,
    user_sebi_details: contact ? [contact] : [],
    key_offering: group.key_offering,
    watchlist_data: watchlist,
  };
}

/**
 * group-kpis: the group's figures for a period, from the track record of every call posted to it
 * (public to visitors, as the group's card metrics are), with how many closed calls they rest on, and
 * the ones charges change also net of them.
 */
export async function groupKpisFor(
  db: AppDb,
  groupId: number,
  period: TrackRecordPeriod,
  achievable: GroupAchievable,
) {
  if (!(await findGroup(db, groupId))) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  const [figures, compared] = await Promise.all([
    groupFigures(db, groupId, period),
    achievable(groupId, period),
  ]);
  return {
    ...groupKpis(figures.gross),
    period,
    calls: figures.gross.closed_trades,
    net: groupNetKpis(figures.net),
    achievable: compared,
  };
}

/**
 * The group's calls claimed against achievable (the achievable module's comparison, which depends on
 * trades and so on groups: app.ts hands it over).
 */
export type GroupAchievable = (
  groupId: number,
  period: TrackRecordPeriod,
) => Promise<ClaimedVersusAchievableAnswer>;
