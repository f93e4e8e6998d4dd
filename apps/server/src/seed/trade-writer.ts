import { earliestLiveExpiry, findDuration } from '@tradecircle/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { securities, trades } from '../db/schema/index.ts';
import { appendRecord } from '../modules/track-record/index.ts';
import { postedDraft, stepDraft, type TradeEvent, tradeChanged } from '../modules/trades/index.ts';
import { roundToTick } from '../providers/market-feed/tick-size.ts';
import type { SeedTradeSpec } from './trades.data.ts';

/*
 * How a seeded trade is written, for the demo experts' own trades (trades.ts) and the demo groups'
 * (groups.ts): the trade row and its track-record entries, the way posting and the lifecycle write
 * them.
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export type SecurityRow = { id: number; instrumentType: string };

/** An NSE stock by symbol, or `FUT:NIFTY` / `CE:BANKNIFTY`: the nearest contract of that kind still trading. */
export async function findSecurity(
  db: Pick<AppDb, 'select'>,
  symbol: string,
): Promise<SecurityRow | undefined> {
  const [kind, underlying] = symbol.includes(':') ? symbol.split(':') : [null, symbol];
  if (!kind) {
    const [row] = await db
      .select({ id: securities.id, instrumentType: securities.instrumentType })
      .from(securities)
      .where(and(eq(securities.symbol, symbol), eq(securities.exchange, 'NSE')));
    return row;
  }
  const [base] = await db
    .select({ id: securities.id })
    .from(securities)
    // The NSE row: a stock listed on BSE too has its contracts on its NSE row only.
    .where(and(eq(securities.symbol, underlying!), eq(securities.exchange, 'NSE')));
  if (!base) return undefined;
  // The nearest expiry still trading; for options the strike nearest the middle of the seeded chain.
  const contracts = await db
    .select({ id: securities.id, instrumentType: securities.instrumentType, expiry: securities.expiry })
    .from(securities)
    .where(
      and(
        eq(securities.underlyingId, base.id),
        eq(securities.instrumentType, kind as 'FUT' | 'CE' | 'PE'),
        gte(securities.expiry, earliestLiveExpiry(new Date())),
      ),
    )
    .orderBy(asc(securities.expiry), asc(securities.strikePrice));
  const nearestExpiry = contracts.filter((row) => row.expiry === contracts[0]?.expiry);
  return nearestExpiry[Math.floor(nearestExpiry.length / 2)];
}

function ladderAt(spec: Pick<SeedTradeSpec, 'ladder'>, price: number, instrumentType: string) {
  const at = (factor: number) => roundToTick(price * factor, instrumentType === 'INDEX' ? 'INDEX' : 'EQ');
  const rows = spec.ladder.map(([target, stopLoss]) => ({
    target_price: at(target),
    stop_loss: at(stopLoss),
  }));
  return { at, rows };
}

/** The poster of a seeded trade. */
export type SeedPoster = { userId: number; profileId: number };

/** One seeded trade's life; who posts it and where it goes are given beside it. */
export type SeedTradeLife = Omit<SeedTradeSpec, 'poster' | 'copyOf'>;

/**
 * Writes one seeded trade and its track-record entries (its life in the poster's chain), levels as
 * multiples of `price`. `groupId` posts it to a group (visibility 'group', the group named in the
 * record). Answers the row and, for an open trade, the event that announces it.
 */
export async function writeSeedTrade(
  tx: AppDb,
  spec: SeedTradeLife,
  { poster, security, price, now }: { poster: SeedPoster; security: SecurityRow; price: number; now: Date },
  { copyOriginId = null, groupId = null }: { copyOriginId?: number | null; groupId?: number | null } = {},
): Promise<{ trade: typeof trades.$inferSelect; opened: TradeEvent | null }> {
  const { at, rows } = ladderAt(spec, price, security.instrumentType);
  const [first, ...intermediate] = rows;
  const createdAt = new Date(now.getTime() - spec.daysAgo * DAY - 2 * HOUR);
  const liveAt = new Date(createdAt.getTime() + HOUR);
  const closedAt = new Date(createdAt.getTime() + (spec.heldDays ?? 1) * DAY);
  const isSecondRow = spec.state === 'live_second_row';
  const isOpen = spec.state === 'upcoming' || spec.state === 'live' || isSecondRow;
  const current = isSecondRow ? rows[1]! : first!;
  const window = findDuration(spec.duration)!.window_days * DAY;
  const visibility = groupId !== null ? 'group' : (spec.visibility ?? 'followers');
  const status =
    spec.state === 'upcoming'
      ? 'Inactive'
      : spec.state === 'expired'
        ? 'expired'
        : isOpen
          ? 'Active'
          : 'Closed';
  const exitPrice = spec.exit ? at(spec.exit) : null;
  const [trade] = await tx
    .insert(trades)
    .values({
      postedByUserId: poster.userId,
      postedByProfileId: poster.profileId,
      securityId: security.id,
      tradeType: spec.side,
      status,
      // A virtual market order is Live from its posting; these demo trades waited for their entry
      // (an hour, or still waiting), so they are limit orders. Real ones enter by a broker market order.
      orderType: spec.isReal ? 'market_order' : 'limit_order',
      isReal: spec.isReal ?? false,
      product: security.instrumentType === 'EQ' ? null : 'NRML',
      entryPrice: at(spec.entry),
      // A limit entry the price reached: it filled at its level (its activated entry's price).
      entryFillPrice: spec.isReal || status === 'Inactive' || status === 'expired' ? null : at(spec.entry),
      lots: spec.lots,
      firstTarget: first!.target_price,
      firstStopLoss: first!.stop_loss,
      targetStopLossList: intermediate,
      finalTarget: rows.at(-1)!.target_price,
      currentStep: isSecondRow ? 1 : 0,
      targetPrice: current.target_price,
      stopLoss: current.stop_loss,
      durationId: spec.duration,
      reasoning: spec.reasoning,
      holdsPosition: spec.holdsPosition ?? false,
      visibility,
      groupId,
      copyOriginId,
      isFeatured: spec.featured ?? false,
      isManualExit: spec.state === 'exited',
      closingReason:
        spec.state === 'closed_target'
          ? 'target'
          : spec.state === 'closed_stop_loss'
            ? 'stop_loss'
            : spec.state === 'exited'
              ? 'manual'
              : null,
      exitPrice,
      createdAt,
      // Open demo trades keep a full window from today so they stay alive for the demo.
      expiresAt: new Date((isOpen ? now.getTime() : createdAt.getTime()) + window),
      liveAt: status === 'Inactive' || status === 'expired' ? null : liveAt,
      closedAt: isOpen ? null : closedAt,
    })
    .returning();
  // Each step of its life after the posting, as the lifecycle would have recorded it.
  const steps: { kind: string; status: string; step: number; price: number | null; time: Date }[] = [];
  if (status !== 'Inactive' && status !== 'expired') {
    steps.push({ kind: 'activated', status: 'Active', step: 0, price: at(spec.entry), time: liveAt });
  }
  if (isSecondRow) {
    steps.push({
      kind: 'target_reached',
      status: 'Active',
      step: 1,
      price: first!.target_price,
      time: new Date(liveAt.getTime() + DAY),
    });
  }
  if (status === 'Closed') {
    steps.push({
      kind: spec.state === 'exited' ? 'exited' : 'closed',
      status: 'Closed',
      step: 0,
      price: exitPrice,
      time: closedAt,
    });
  }
  if (status === 'expired') {
    steps.push({
      kind: 'expired',
      status: 'expired',
      step: 0,
      price: null,
      time: new Date(createdAt.getTime() + window),
    });
  }
  // The demo experts' track records: the same life, in their chains.
  await appendRecord(tx, [
    postedDraft(trade!),
    ...steps.map(({ kind, time, ...step }) =>
      stepDraft(trade!, kind, time, { ...step, reason: kind === 'closed' ? trade!.closingReason : null }),
    ),
  ]);
  const opened: TradeEvent | null = isOpen ? tradeChanged(trade!, 'trade.seeded') : null;
  return { trade: trade!, opened };
}
