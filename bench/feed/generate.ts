/**
 * The feed benchmark's data, made inside the database with generate_series (no row-by-row inserts):
 * `experts` users with profiles (every 10th SEBI-registered), `trades` trades spread over them and
 * over the seeded equities, one per 30 s of history, newest last. Statuses: 0.1% Live, 0.1%
 * Upcoming (open trades are few at any time, and the lifecycle engine tracks them all; they expire
 * 30 days from now, so the engine does not close them all at start), the rest
 * Closed (80%) or expired; visibility: 90% public, 5% private, 5% group (one Private group of the
 * first expert, which the reader is not in); sides alternate;
 * durations 1-4. Posters, securities and times come from a multiplicative hash of the row number,
 * so a run is reproducible.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../apps/server/src/db/client.ts';

export type FeedData = { experts: number; trades: number };

const EXPERT_PHONE_PREFIX = '6';

export async function generateExperts(db: AppDb, experts: number): Promise<void> {
  await db.execute(sql`
    insert into users (phone, is_verified, user_type)
    select ${EXPERT_PHONE_PREFIX} || lpad(g::text, 9, '0'), true, 'expert'
    from generate_series(1, ${experts}::int) g`);
  await db.execute(sql`
    insert into profiles (user_id, name, is_sebi_registered, sebi_user_type)
    select u.id, 'Expert ' || substr(u.phone, 2), (u.id % 10 = 0),
      case when u.id % 10 = 0 then 'registered_analyst' end
    from users u where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}`);
}

/** Inserts `count` trades in chunks of `chunk` (one INSERT ... SELECT generate_series each). */
export async function generateTrades(
  db: AppDb,
  count: number,
  chunk = 250_000,
  onChunk?: (done: number) => void,
): Promise<void> {
  // Group trades need a real group (trades.group_id references groups since issue 17).
  const group = (await db.execute(sql`
    insert into groups (admin_user_id, name, group_type)
    select min(u.id), 'Bench feed group', 'Private' from users u where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
    returning id`)) as unknown as { rows: { id: number }[] };
  const groupId = Number(group.rows[0]!.id);
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(count, start + chunk - 1);
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
          1 + ((g::bigint * 2654435761) % cardinality(experts.users)) as expert,
          1 + ((g::bigint * 40503) % cardinality(equities.ids)) as equity,
          experts.users, experts.profiles, equities.ids
        from generate_series(${start}::int, ${end}::int) g, experts, equities
      )
      insert into trades (posted_by_user_id, posted_by_profile_id, security_id, trade_type, status,
        entry_price, lots, first_target, first_stop_loss, final_target, target_price, stop_loss,
        duration_id, visibility, group_id, exit_price, created_at, expires_at, trade_live_time,
        trade_closing_time)
      select users[expert], profiles[expert], ids[equity],
        case when g % 2 = 0 then 'Buy' else 'Sell' end,
        case when g % 1000 = 0 then 'Active' when g % 1000 = 1 then 'Inactive'
             when g % 10 < 8 then 'Closed' else 'expired' end,
        100, 1, 110, 95, 110, 110, 95,
        1 + g % 4,
        case when g % 20 = 7 then 'private' when g % 20 = 13 then 'group' else 'followers' end,
        case when g % 20 = 13 then ${groupId}::int end,
        case when g % 1000 > 1 then 100 + (g % 21) - 10 end,
        now() - (${count}::int - g) * interval '30 seconds',
        case when g % 1000 <= 1 then now() + interval '30 days'
             else now() - (${count}::int - g) * interval '30 seconds' + interval '30 days' end,
        case when g % 1000 <> 1 then now() - (${count}::int - g) * interval '30 seconds' + interval '1 minute' end,
        case when g % 1000 > 1 then now() - (${count}::int - g) * interval '30 seconds' + interval '1 day' end
      from rows`);
    onChunk?.(end);
  }
}

/**
 * The reader follows `followees` experts (every k-th one, so their trades are spread through the
 * whole history) and `stocks` securities in a stock tab; follow_counts as the follows module keeps them.
 */
export async function generateFollows(
  db: AppDb,
  reader: { userId: number; profileId: number },
  followees: number,
  stocks: number,
): Promise<void> {
  await db.execute(sql`
    with experts as (
      select p.user_id, row_number() over (order by p.user_id) as n, count(*) over () as total
      from profiles p join users u on u.id = p.user_id where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
    )
    insert into user_follows (follower_id, followee_id)
    select ${reader.userId}::int, user_id from experts
    where n % greatest(1, total / ${followees}::int) = 0
    limit ${followees}::int`);
  await db.execute(sql`
    insert into follow_counts (user_id, followers_count, following_count)
    select ${reader.userId}::int, 0, count(*) from user_follows where follower_id = ${reader.userId}::int
    union all
    select followee_id, count(*), 0 from user_follows where follower_id = ${reader.userId}::int group by followee_id
    on conflict (user_id) do update set followers_count = follow_counts.followers_count + excluded.followers_count,
      following_count = follow_counts.following_count + excluded.following_count`);
  if (stocks > 0) {
    await db.execute(sql`
      with tab as (
        insert into watchlists (profile_id, name, watchlist_type) values (${reader.profileId}::int, 'Bench stocks', 'stock')
        returning id
      )
      insert into watchlist_items (watchlist_id, security_id)
      select tab.id, s.id from tab, (select id from securities where instrument_type = 'EQ' order by id limit ${stocks}::int) s`);
  }
}
