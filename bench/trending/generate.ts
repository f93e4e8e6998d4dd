/**
 * The trending benchmark's data, made inside the database with generate_series (as groups/ and
 * feed/): `experts` users with profiles (every 10th SEBI-registered, groups/generate.ts), and `total`
 * trades over them and the seeded NSE and BSE equities, one per `spacingSeconds` of history, newest
 * last (1,000,000 at 10 s: 116 days, 60,480 in the 7-day window).
 *
 * - Visibility: 92% public, 5% private, 3% group (no group row: nobody else may see them).
 * - Status: calls of the last 30 days 20% Upcoming, 25% Live, 45% Closed, 10% expired (the window is
 *   busy, the worst case for a scan); older ones 80% Closed, 20% expired.
 * - Prices: entry within ±10% of the security's close, exits within ±15% of the entry, so about half
 *   the calls are in profit; sides alternate.
 * - Every 20th call is a copy of one of the 1,000 calls before it; every 50th is bookmarked.
 * - Each expert follows 3 securities (a stock tab) added over the last 14 days.
 * - The record's calls (track_record_calls) of every Closed call, so the experts' figures have data.
 *
 * Posters, securities and prices come from a multiplicative hash of the row number: a run is reproducible.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../apps/server/src/db/client.ts';

export { generateExperts } from '../groups/generate.ts';

const EXPERT_PHONE_PREFIX = '5';

export async function generateTrades(
  db: AppDb,
  options: { total: number; spacingSeconds: number; chunk?: number; onChunk?: (done: number) => void },
): Promise<void> {
  const { total, spacingSeconds, chunk = 250_000 } = options;
  for (let start = 1; start <= total; start += chunk) {
    const end = Math.min(total, start + chunk - 1);
    await db.execute(sql`
      with experts as (
        select array_agg(p.user_id order by p.user_id) as users, array_agg(p.id order by p.user_id) as profiles
        from profiles p join users u on u.id = p.user_id where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}
      ),
      equities as (
        select array_agg(id order by id) as ids, array_agg(close_price order by id) as closes
        from securities where instrument_type = 'EQ' and close_price is not null
      ),
      rows as (
        select g,
          1 + ((g::bigint * 2654435761) % cardinality(experts.users)) as expert,
          1 + ((g::bigint * 40503) % cardinality(equities.ids)) as equity,
          now() - (${total}::int - g) * (${spacingSeconds}::int * interval '1 second') as created,
          experts.users, experts.profiles, equities.ids, equities.closes
        from generate_series(${start}::int, ${end}::int) g, experts, equities
      ),
      shaped as (
        select rows.*,
          case when created > now() - interval '30 days' then
                 case when g % 20 < 4 then 'Inactive' when g % 20 < 9 then 'Active'
                      when g % 20 < 18 then 'Closed' else 'expired' end
               else case when g % 10 < 8 then 'Closed' else 'expired' end
          end as status,
          round(closes[equity] * (1 + ((g::bigint * 7919) % 201 - 100) / 1000.0), 2) as entry,
          (g::bigint * 104729) % 301 - 150 as exit_move
        from rows
      )
      insert into trades (posted_by_user_id, posted_by_profile_id, security_id, trade_type, status,
        entry_price, lots, first_target, first_stop_loss, final_target, target_price, stop_loss,
        duration_id, visibility, exit_price, created_at, expires_at, trade_live_time, trade_closing_time)
      select users[expert], profiles[expert], ids[equity],
        case when g % 2 = 0 then 'Buy' else 'Sell' end,
        status,
        entry, 1,
        round(entry * case when g % 2 = 0 then 1.1 else 0.9 end, 2),
        round(entry * case when g % 2 = 0 then 0.95 else 1.05 end, 2),
        round(entry * case when g % 2 = 0 then 1.1 else 0.9 end, 2),
        round(entry * case when g % 2 = 0 then 1.1 else 0.9 end, 2),
        round(entry * case when g % 2 = 0 then 0.95 else 1.05 end, 2),
        1 + g % 4,
        case when g % 100 < 5 then 'private' when g % 100 < 8 then 'group' else 'followers' end,
        case when status in ('Closed', 'expired') then round(entry * (1 + exit_move / 1000.0), 2) end,
        created,
        case when status in ('Active', 'Inactive') then now() + interval '30 days' else created + interval '30 days' end,
        case when status in ('Active', 'Closed') then created + interval '1 hour' end,
        case when status in ('Closed', 'expired') then created + interval '1 day' end
      from shaped`);
    options.onChunk?.(end);
  }
}

/** Copies (every 20th call copies one of the 1,000 before it), bookmarks, stock follows, the record's calls. */
export async function generateFollowing(db: AppDb): Promise<void> {
  await db.execute(sql`
    update trades set copy_origin_id = id - 1 - (id * 7) % 1000
    where id % 20 = 3 and id > (select min(id) + 1000 from trades)`);
  // One trade tab and one stock tab per expert.
  await db.execute(sql`
    insert into watchlists (profile_id, name, watchlist_type)
    select p.id, kind.name, kind.type from profiles p join users u on u.id = p.user_id,
      (values ('Bench trades', 'trade'), ('Bench stocks', 'stock')) as kind(name, type)
    where u.phone like ${`${EXPERT_PHONE_PREFIX}%`}`);
  await db.execute(sql`
    with tabs as (
      select array_agg(id order by id) as ids from watchlists where name = 'Bench trades'
    )
    insert into watchlist_items (watchlist_id, trade_id)
    select tabs.ids[1 + (t.id * 31) % cardinality(tabs.ids)], t.id
    from trades t, tabs where t.id % 50 = 7
    on conflict do nothing`);
  await db.execute(sql`
    with equities as (
      select array_agg(id order by id) as ids from securities where instrument_type = 'EQ'
    )
    insert into watchlist_items (watchlist_id, security_id, created_at)
    select w.id, equities.ids[1 + ((w.id * 3 + k) * 2654435761::bigint) % cardinality(equities.ids)],
      now() - ((w.id * 13 + k * 7) % 336) * interval '1 hour'
    from watchlists w, equities, generate_series(1, 3) k
    where w.name = 'Bench stocks'
    on conflict do nothing`);
  await db.execute(sql`
    insert into track_record_calls (trade_id, expert_user_id, security_id, side, entry_price,
      initial_stop_loss, final_target, lots, is_public, group_id, posted_at, live_at, ended_at,
      exit_price, outcome)
    select id, posted_by_user_id, security_id, trade_type, entry_price, first_stop_loss, final_target,
      lots, visibility = 'followers', group_id, created_at, trade_live_time, trade_closing_time,
      exit_price,
      case when (trade_type = 'Buy') = (exit_price >= entry_price) then 'target' else 'stop_loss' end
    from trades where status = 'Closed' and trade_live_time is not null
    on conflict do nothing`);
}
