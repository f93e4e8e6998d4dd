import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ExpertTradeStats } from '../follows/index.ts';
import { securityJoin } from '../securities/index.ts';
import { engineCheckpoints, trades } from './trades.tables.ts';

/*
 * The follows lists' view of experts' trades (the ExpertTradeStats port): only public trades, and
 * P&L with the domain's tradePnl formula (sign x (end - entry) x lots x lot size for F&O; percent
 * of the entry), the end price being the exit price of a Closed trade and the lifecycle engine's
 * last processed price (engine_checkpoints) of a Live one.
 */

const DERIVATIVES = sql`('FUT', 'CE', 'PE')`;

function performance(since: Date, userIdColumn?: AnyColumn): SQL {
  const owner = userIdColumn ? sql`and ${trades.postedByUserId} = ${userIdColumn}` : sql``;
  return sql`select ${trades.postedByUserId} as user_id,
      count(*)::int as trades_count,
      coalesce(round(sum(pnl.amount), 2), 0)::float8 as pnl,
      coalesce(round(avg(pnl.percent), 2), 0)::float8 as mean_percent,
      coalesce(round(sum(pnl.amount) * 100 / nullif(sum(pnl.capital), 0), 2), 0)::float8 as pnl_percent
    from ${trades}
    join ${securityJoin.table} on ${securityJoin.id} = ${trades.securityId}
    left join ${engineCheckpoints} on ${engineCheckpoints.securityId} = ${trades.securityId}
    cross join lateral (select
        case ${trades.status} when 'Closed' then ${trades.exitPrice} when 'Active' then ${engineCheckpoints.price} end as end_price,
        case when ${trades.tradeType} = 'Buy' then 1 else -1 end as sign,
        ${trades.lots} * case when ${securityJoin.instrumentType} in ${DERIVATIVES} then coalesce(${securityJoin.lotSize}, 1) else 1 end as quantity
      ) x
    cross join lateral (select
        x.sign * (x.end_price - ${trades.entryPrice}) * x.quantity as amount,
        case when ${trades.entryPrice} > 0 then x.sign * (x.end_price - ${trades.entryPrice}) * 100 / ${trades.entryPrice} end as percent,
        case when x.end_price is not null then ${trades.entryPrice} * x.quantity end as capital
      ) pnl
    where ${trades.visibility} = 'followers' and ${trades.createdAt} >= ${since} ${owner}
    group by ${trades.postedByUserId}`;
}

function postsPublicTradesIn(userIdColumn: AnyColumn, derivative: boolean): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${trades}
    join ${securityJoin.table} on ${securityJoin.id} = ${trades.securityId}
    where ${trades.postedByUserId} = ${userIdColumn} and ${trades.visibility} = 'followers'
      and ${securityJoin.instrumentType} ${derivative ? sql`in` : sql`not in`} ${DERIVATIVES})`;
}

export const expertTradeStats: ExpertTradeStats = {
  recentPerformance: (since) => performance(since),
  recentPerformanceOf: (userIdColumn, since) => performance(since, userIdColumn),
  instrumentKindsOf: (userIdColumn) => ({
    equity: postsPublicTradesIn(userIdColumn, false),
    fno: postsPublicTradesIn(userIdColumn, true),
  }),
};
