import { SEARCH_RESULTS_PER_SECTION, type SearchExpert, type SearchResponse } from '@tradecircle/domain';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { searchGroupsByName } from '../groups/index.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { searchSecuritiesByPrefix } from '../securities/index.ts';
import { liveAccount, profileJoin, type Viewer } from '../users/index.ts';

/**
 * Experts whose name contains the text (case-insensitive), names that begin with it first, then
 * SEBI-registered ones, then by name; never one the viewer has blocked, nor a deleted account.
 */
async function searchExperts(db: AppDb, viewer: Viewer, text: string): Promise<SearchExpert[]> {
  const lowered = text.toLowerCase();
  const rows = await db
    .select({
      userId: profileJoin.userId,
      profileId: profileJoin.id,
      name: profileJoin.name,
      image: profileJoin.image,
      isSebiRegistered: profileJoin.isSebiRegistered,
      sebiUserType: profileJoin.sebiUserType,
    })
    .from(profileJoin.table)
    .where(
      and(
        sql`lower(${profileJoin.name}) like ${`%${escapeLike(lowered)}%`}`,
        notBlockedBy(viewer?.userId, profileJoin.userId),
        liveAccount(profileJoin.userId),
      ),
    )
    .orderBy(
      sql`case when lower(${profileJoin.name}) like ${`${escapeLike(lowered)}%`} then 0 else 1 end`,
      desc(profileJoin.isSebiRegistered),
      asc(profileJoin.name),
      asc(profileJoin.id),
    )
    .limit(SEARCH_RESULTS_PER_SECTION);
  return rows.map((row) => ({
    user_id: row.userId,
    profile_id: row.profileId,
    name: row.name,
    profile_image: row.image,
    is_sebi_registered: row.isSebiRegistered,
    sebi_user_type: row.sebiUserType,
  }));
}

/** search/?q=: securities by symbol or name prefix, experts and groups by name. */
export async function search(db: AppDb, viewer: Viewer, query: string | undefined): Promise<SearchResponse> {
  const text = (query ?? '').trim();
  if (text === '') return { securities: [], experts: [], groups: [] };
  const [securities, experts, groups] = await Promise.all([
    searchSecuritiesByPrefix(db, text, SEARCH_RESULTS_PER_SECTION),
    searchExperts(db, viewer, text),
    searchGroupsByName(db, text, SEARCH_RESULTS_PER_SECTION, viewer?.userId ?? null),
  ]);
  return {
    securities: securities.map((row) => ({
      id: row.id,
      name: row.name,
      symbol: row.symbol,
      exchange: row.exchange,
    })),
    experts,
    groups: groups.map((group) => ({ id: group.id, name: group.name, group_type: group.groupType })),
  };
}
