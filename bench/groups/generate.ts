/**
 * The groups benchmark's data, made inside the database with generate_series (as feed/generate.ts):
 * `experts` users with profiles (phones starting with 5), `members` of them members of the bench
 * group (plus the signed-in member the run adds through the app), a second group run by the first
 * expert with its own members, and `total` trades, one per 30 s of history, newest last, of which
 * `groupTrades` (spread evenly through the history, so they are interleaved with the others in the
 * table's pages as they would be in life) are the bench group's: posted by its admin, visibility
 * 'group', group_id set. The rest: 90% public, 5% private, 5% the second group's, by the experts.
 *
 * The group's trades: 0.5% Active, 0.5% Upcoming (Inactive), the rest Closed (80%) or expired;
 * `featured` of them featured (the limit per group is 10), spread through the history (the worst
 * case: neither the page nor the count can stop early). Posters, securities and times come from a
 * multiplicative hash of the row number, so a run is reproducible.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../apps/server/src/db/client.ts';

const EXPERT_PHONE_PREFIX = '5';

export type GroupBenchData = {
  groupId: number;
  admin: { userId: number; profileId: number };
  experts: number;
  members: number;
  total: number;
  groupTrades: number;
  featured: number;
};

export async function generateExperts(db: AppDb, experts: number): Promise<void> {
  await db.execute(sql`
    insert into users (phone, is_verified, user_type)
    select ${EXPERT_PHONE_PREFIX} || lpad(g::text, 9, '0'), true, 'expert'
    from generate_series(1, ${experts}::int) g`);
  await db.execute(sql`
    insert into profiles (user_id, name, is_sebi_registered, sebi_user_type)
    select u.id, 'Groups Expert ' || substr(u.phone, 2), (u.id % 10 = 0),
      case when u.id % 10 = 0 then 'registered_analyst' end
    from users u where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}`);
}

/**
 * `members` experts join the bench group (status member; every 50th a pending request and every
 * 40th one who left, so the unique index holds more than members), and a second group run by the
 * first expert, which the other half of the experts joined. Answers the second group's id.
 */
export async function generateMemberships(db: AppDb, groupId: number, members: number): Promise<number> {
  await db.execute(sql`
    with experts as (
      select u.id, row_number() over (order by u.id) as n from users u where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
    )
    insert into group_members (group_id, user_id, status, requested_at, joined_at, left_at)
    select ${groupId}::int, id,
      case when n % 50 = 0 then 'requested' when n % 40 = 0 then 'left' else 'member' end,
      now() - interval '200 days', case when n % 50 <> 0 then now() - interval '199 days' end,
      case when n % 40 = 0 and n % 50 <> 0 then now() - interval '10 days' end
    from experts where n <= ${members}::int`);
  const result = (await db.execute(sql`
    insert into groups (admin_user_id, name, group_type)
    select min(u.id), 'Other bench group', 'Public' from users u where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
    returning id`)) as unknown as { rows: { id: number }[] };
  const otherGroupId = Number(result.rows[0]!.id);
  await db.execute(sql`
    with experts as (
      select u.id, row_number() over (order by u.id) as n from users u where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
    )
    insert into group_members (group_id, user_id, status, joined_at)
    select ${otherGroupId}::int, id, 'member', now() - interval '100 days' from experts where n % 2 = 0 and n > 1`);
  await db.execute(sql`
    update groups g set participants_count = c.n, active_group_members = c.n
    from (select group_id, count(*)::int as n from group_members where status = 'member' group by group_id) c
    where c.group_id = g.id`);
  return otherGroupId;
}

/**
 * `total` trades in chunks of `chunk` (one INSERT ... SELECT generate_series each); row g is the
 * bench group's when floor(g * groupTrades / total) steps, so exactly `groupTrades` of them, evenly.
 */
export async function generateTrades(
  db: AppDb,
  data: Omit<GroupBenchData, 'experts' | 'members'> & { otherGroupId: number },
  chunk = 250_000,
  onChunk?: (done: number) => void,
): Promise<void> {
  const { total, groupTrades, featured, groupId, otherGroupId, admin } = data;
  const featuredEvery = Math.max(1, Math.floor(groupTrades / Math.max(1, featured)));
  for (let start = 1; start <= total; start += chunk) {
    const end = Math.min(total, start + chunk - 1);
    await db.execute(sql`
      with experts as (
        select array_agg(p.user_id order by p.user_id) as users, array_agg(p.id order by p.user_id) as profiles
        from profiles p join users u on u.id = p.user_id where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
      ),
      equities as (
        select array_agg(id order by id) as ids from securities where instrument_type = 'EQ'
      ),
      rows as (
        select g,
          (g::bigint * ${groupTrades}::bigint / ${total}::bigint) > ((g - 1)::bigint * ${groupTrades}::bigint / ${total}::bigint) as mine,
          g::bigint * ${groupTrades}::bigint / ${total}::bigint as nth,
          1 + ((g::bigint * 2654435761) % cardinality(experts.users)) as expert,
          1 + ((g::bigint * 40503) % cardinality(equities.ids)) as equity,
          experts.users, experts.profiles, equities.ids
        from generate_series(${start}::int, ${end}::int) g, experts, equities
      ),
      shaped as (
        select rows.*,
          case when mine then case when nth % 200 = 3 then 'Active' when nth % 200 = 4 then 'Inactive'
                                   when nth % 10 < 8 then 'Closed' else 'expired' end
               else case when g % 1000 = 0 then 'Active' when g % 1000 = 1 then 'Inactive'
                         when g % 10 < 8 then 'Closed' else 'expired' end
          end as status
        from rows
      )
      insert into trades (posted_by_user_id, posted_by_profile_id, security_id, trade_type, status,
        entry_price, lots, first_target, first_stop_loss, final_target, target_price, stop_loss,
        duration_id, visibility, group_id, is_featured, exit_price, created_at, expires_at,
        trade_live_time, trade_closing_time)
      select
        case when mine then ${admin.userId}::int else users[expert] end,
        case when mine then ${admin.profileId}::int else profiles[expert] end,
        ids[equity],
        case when g % 2 = 0 then 'Buy' else 'Sell' end,
        status,
        100, 1, 110, 95, 110, 110, 95,
        1 + g % 4,
        case when mine then 'group' when g % 20 = 7 then 'private' when g % 20 = 13 then 'group' else 'followers' end,
        case when mine then ${groupId}::int when g % 20 = 13 then ${otherGroupId}::int end,
        mine and nth % ${featuredEvery}::int = ${Math.floor(featuredEvery / 2)}::int,
        case when status in ('Closed', 'expired') then 100 + (g % 21) - 10 end,
        now() - (${total}::int - g) * interval '30 seconds',
        case when status in ('Active', 'Inactive') then now() + interval '30 days'
             else now() - (${total}::int - g) * interval '30 seconds' + interval '30 days' end,
        case when status <> 'Inactive' then now() - (${total}::int - g) * interval '30 seconds' + interval '1 minute' end,
        case when status in ('Closed', 'expired') then now() - (${total}::int - g) * interval '30 seconds' + interval '1 day' end
      from shaped`);
    onChunk?.(end);
  }
  // What posting keeps (bumpGroupTradesCount, last_trade_at), for the group's card.
  await db.execute(sql`
    update groups g set trades_count = c.n, last_trade_at = c.last
    from (select group_id, count(*)::int as n, max(created_at) as last from trades where group_id is not null group by group_id) c
    where c.group_id = g.id`);
}
