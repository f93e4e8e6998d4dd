import { findDuration } from '@tradecircle/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { profiles, securities, tradeComments, tradeEvents, trades, users } from '../db/schema/index.ts';
import type { QuoteBook } from '../modules/market/index.ts';
import { appendRecord } from '../modules/track-record/index.ts';
import { postedDraft, stepDraft, type TradeEvent } from '../modules/trades/index.ts';
import { roundToTick } from '../providers/market-feed/tick-size.ts';
import { SEED_COMMENTS, SEED_TRADES, type SeedTradeSpec } from './trades.data.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type SecurityRow = { id: number; instrumentType: string };

async function findSecurity(db: Pick<AppDb, 'select'>, symbol: string): Promise<SecurityRow | undefined> {
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
    .where(eq(securities.symbol, underlying!));
  if (!base) return undefined;
  // The nearest expiry; for options the strike nearest the middle of the seeded chain.
  const contracts = await db
    .select({ id: securities.id, instrumentType: securities.instrumentType, expiry: securities.expiry })
    .from(securities)
    .where(
      and(eq(securities.underlyingId, base.id), eq(securities.instrumentType, kind as 'FUT' | 'CE' | 'PE')),
    )
    .orderBy(asc(securities.expiry), asc(securities.strikePrice));
  const nearestExpiry = contracts.filter((row) => row.expiry === contracts[0]?.expiry);
  return nearestExpiry[Math.floor(nearestExpiry.length / 2)];
}

function ladderAt(spec: SeedTradeSpec, price: number, instrumentType: string) {
  const at = (factor: number) => roundToTick(price * factor, instrumentType === 'INDEX' ? 'INDEX' : 'EQ');
  const rows = spec.ladder.map(([target, stopLoss]) => ({
    target_price: at(target),
    stop_loss: at(stopLoss),
  }));
  return { at, rows };
}

/**
 * Seeds the demo trades, their events, copies and comments once (skipped when the seeded experts
 * already have trades). Open trades are announced on return so the lifecycle engine tracks them.
 */
export async function seedDemoTrades(
  db: AppDb,
  quotes: QuoteBook,
  { now = new Date(), appOrigin = 'http://localhost:8080' }: { now?: Date; appOrigin?: string } = {},
): Promise<TradeEvent[]> {
  const phones = [...new Set(SEED_TRADES.map((spec) => spec.poster))];
  const people = await db
    .select({ userId: users.id, phone: users.phone, profileId: profiles.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.phone, phones));
  if (people.length === 0) return [];
  const [existing] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(
      inArray(
        trades.postedByUserId,
        people.map((person) => person.userId),
      ),
    )
    .limit(1);
  if (existing) return [];
  const byPhone = new Map(people.map((person) => [person.phone, person]));
  const ids = new Map<string, number>();
  const opened: TradeEvent[] = [];

  await db.transaction(async (tx) => {
    for (const spec of SEED_TRADES) {
      const person = byPhone.get(spec.poster);
      const security = await findSecurity(tx, spec.symbol);
      const price = security && quotes.getQuote(security.id)?.livePrice;
      if (!person || !security || !price) continue;
      const { at, rows } = ladderAt(spec, price, security.instrumentType);
      const [first, ...intermediate] = rows;
      const createdAt = new Date(now.getTime() - spec.daysAgo * DAY - 2 * HOUR);
      const liveAt = new Date(createdAt.getTime() + HOUR);
      const closedAt = new Date(createdAt.getTime() + DAY);
      const isSecondRow = spec.state === 'live_second_row';
      const isOpen = spec.state === 'upcoming' || spec.state === 'live' || isSecondRow;
      const current = isSecondRow ? rows[1]! : first!;
      const window = findDuration(spec.duration)!.window_days * DAY;
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
          postedByUserId: person.userId,
          postedByProfileId: person.profileId,
          securityId: security.id,
          tradeType: spec.side,
          status,
          // A virtual market order is Live from its posting; these demo trades waited for their entry
          // (an hour, or still waiting), so they are limit orders. Real ones enter by a broker market order.
          orderType: spec.isReal ? 'market_order' : 'limit_order',
          isReal: spec.isReal ?? false,
          product: security.instrumentType === 'EQ' ? null : 'NRML',
          entryPrice: at(spec.entry),
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
          visibility: spec.visibility ?? 'followers',
          copyOriginId: spec.copyOf ? (ids.get(spec.copyOf) ?? null) : null,
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
      ids.set(spec.key, trade!.id);
      if (isOpen) {
        opened.push({
          type: 'trade.posted',
          trade_id: trade!.id,
          security_id: security.id,
          posted_by_id: person.userId,
          status,
          visibility: spec.visibility ?? 'followers',
        });
      }
      const events: (typeof tradeEvents.$inferInsert)[] = [
        { tradeId: trade!.id, kind: 'posted', status: 'Inactive', createdAt },
      ];
      if (status !== 'Inactive' && status !== 'expired') {
        events.push({
          tradeId: trade!.id,
          kind: 'activated',
          status: 'Active',
          price: at(spec.entry),
          createdAt: liveAt,
        });
      }
      if (isSecondRow) {
        events.push({
          tradeId: trade!.id,
          kind: 'target_reached',
          status: 'Active',
          step: 1,
          price: first!.target_price,
          createdAt: new Date(liveAt.getTime() + DAY),
        });
      }
      if (status === 'Closed') {
        events.push({
          tradeId: trade!.id,
          kind: spec.state === 'exited' ? 'exited' : 'closed',
          status: 'Closed',
          price: exitPrice,
          createdAt: closedAt,
        });
      }
      if (status === 'expired') {
        events.push({
          tradeId: trade!.id,
          kind: 'expired',
          status: 'expired',
          createdAt: new Date(createdAt.getTime() + window),
        });
      }
      await tx.insert(tradeEvents).values(events);
      // The demo experts' track records: the same life, in their chains.
      await appendRecord(tx, [
        postedDraft(trade!),
        ...events.slice(1).map((event) =>
          stepDraft(trade!, event.kind, event.createdAt ?? createdAt, {
            status: event.status,
            step: event.step ?? 0,
            price: event.price ?? null,
            reason: event.kind === 'closed' ? trade!.closingReason : null,
          }),
        ),
      ]);
    }
    const comments = SEED_COMMENTS.flatMap((comment, order) => {
      const tradeId = ids.get(comment.trade);
      const author = byPhone.get(comment.author);
      if (!tradeId || !author) return [];
      return [
        {
          subjectId: tradeId,
          profileId: author.profileId,
          commentText: comment.text.replaceAll('{app}', appOrigin),
          createdAt: new Date(now.getTime() - (SEED_COMMENTS.length - order) * HOUR),
        },
      ];
    });
    if (comments.length > 0) await tx.insert(tradeComments).values(comments);
  });
  return opened;
}
