import { DERIVATIVE_INSTRUMENT_TYPES } from '@tradecircle/domain';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ExpertTradeStats } from '../follows/index.ts';
import { securityJoin } from '../securities/index.ts';
import type { TrackRecordTrades } from './track-record.ports.ts';
import { trackRecordCalls } from './track-record.tables.ts';

/*
 * The follows lists' view of experts' performance (the ExpertTradeStats port), read from the track
 * record's calls (track_record_calls), so a deleted call still counts: only public calls, and P&L
 * with the domain's tradePnl formula (sign x (end - entry) x lots x lot size for F&O; percent of the
 * entry), the end price being the exit price of an ended call and the lifecycle engine's last
 * processed price of a Live one.
 */

const DERIVATIVES = sql.raw(`(${DERIVATIVE_INSTRUMENT_TYPES.map((type) => `'${type}'`).join(', ')})`);
const calls = trackRecordCalls;

function performance(trades: TrackRecordTrades, since: Date, userIdColumn?: AnyColumn): SQL {
  const owner = userIdColumn ? sql`and ${calls.expertUserId} = ${userIdColumn}` : sql``;
  return sql`select ${calls.expertUserId} as user_id,
      count(*)::int as trades_count,
      count(x.end_price)::int as performance_calls,
      coalesce(round(sum(pnl.amount)::numeric, 2), 0)::float8 as pnl,
      coalesce(round(avg(pnl.percent)::numeric, 2), 0)::float8 as mean_percent,
      coalesce(round((sum(pnl.amount) * 100 / nullif(sum(pnl.capital), 0))::numeric, 2), 0)::float8 as pnl_percent
    from ${calls}
    join ${securityJoin.table} on ${securityJoin.id} = ${calls.securityId}
    cross join lateral (select
        case when ${calls.outcome} is not null then ${calls.exitPrice}
          when ${calls.liveAt} is not null and ${calls.endedAt} is null then ${trades.lastPrice(calls.securityId)} end as end_price,
        case when ${calls.side} = 'Buy' then 1 else -1 end as sign,
        ${calls.lots} * case when ${securityJoin.instrumentType} in ${DERIVATIVES} then coalesce(${securityJoin.lotSize}, 1) else 1 end as quantity
      ) x
    cross join lateral (select
        x.sign * (x.end_price - ${calls.entryPrice}) * x.quantity as amount,
        case when ${calls.entryPrice} > 0 then x.sign * (x.end_price - ${calls.entryPrice}) * 100 / ${calls.entryPrice} end as percent,
        case when x.end_price is not null then ${calls.entryPrice} * x.quantity end as capital
      ) pnl
    where ${calls.isPublic} and ${calls.postedAt} >= ${since} ${owner}
    group by ${calls.expertUserId}`;
}

function postsPublicCallsIn(userIdColumn: AnyColumn, derivative: boolean): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${calls}
    join ${securityJoin.table} on ${securityJoin.id} = ${calls.securityId}
    where ${calls.expertUserId} = ${userIdColumn} and ${calls.isPublic}
      and ${securityJoin.instrumentType} ${derivative ? sql`in` : sql`not in`} ${DERIVATIVES})`;
}

export function recordExpertStats(trades: TrackRecordTrades): ExpertTradeStats {
  return {
    recentPerformance: (since) => performance(trades, since),
    recentPerformanceOf: (userIdColumn, since) => performance(trades, since, userIdColumn),
    instrumentKindsOf: (userIdColumn) => ({
      equity: postsPublicCallsIn(userIdColumn, false),
      fno: postsPublicCallsIn(userIdColumn, true),
    }),
  };
}
