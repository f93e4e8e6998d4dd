import type { TradeChangeFields } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { parseIntArray, resultRows } from '../../../db/driver-results.ts';
import type { Transition } from '../engine/index.ts';
import { recordTradeChange } from '../trade-change-record.ts';
import type { TradeChangeType, TradeEvent } from '../trade-events.ts';
import { stepDraft } from '../trade-record-drafts.ts';
import { engineCheckpoints, trades } from '../trades.tables.ts';

/** What the engine believed of a trade when it computed its transitions: the write applies only if the row still matches. */
export type KnownVersion = {
  version: number;
  postedById: number;
  step: number;
  visibility: TradeEvent['visibility'];
};

type TradeChange = {
  tradeId: number;
  securityId: number;
  fromVersion: number;
  postedById: number;
  visibility: TradeEvent['visibility'];
  status: 'Inactive' | 'Active' | 'Closed' | 'expired';
  step: number | null;
  /** The ladder row in force before this batch. */
  knownStep: number;
  targetPrice: number | null;
  stopLoss: number | null;
  /** Where the entry filled, when it filled in this batch. */
  entryFillPrice: number | null;
  exitPrice: number | null;
  closingReason: 'target' | 'stop_loss' | 'window_end' | 'expiry' | null;
  liveAt: Date | null;
  closedAt: Date | null;
  events: ChangeEvent[];
};

/** One transition of a trade, as its track record entry and its bus event tell it. */
type ChangeEvent = {
  kind: string;
  status: string;
  step: number;
  price: number | null;
  at: Date;
  /** The trade's fields right after this transition (the bus event's `fields`). */
  fields: TradeChangeFields;
};

const WRITE_CHUNK = 20_000;

/** One trade's transitions of a batch folded into its final row values and its events. */
function foldChanges(transitions: readonly Transition[], versions: Map<number, KnownVersion>): TradeChange[] {
  const changes = new Map<number, TradeChange>();
  for (const transition of transitions) {
    const known = versions.get(transition.tradeId);
    if (!known) continue;
    let change = changes.get(transition.tradeId);
    if (!change) {
      change = {
        tradeId: transition.tradeId,
        securityId: transition.securityId,
        fromVersion: known.version,
        postedById: known.postedById,
        visibility: known.visibility,
        status: 'Inactive',
        step: null,
        knownStep: known.step,
        targetPrice: null,
        stopLoss: null,
        entryFillPrice: null,
        exitPrice: null,
        closingReason: null,
        liveAt: null,
        closedAt: null,
        events: [],
      };
      changes.set(transition.tradeId, change);
    }
    const at = new Date(transition.at);
    switch (transition.kind) {
      case 'activated':
        change.status = 'Active';
        change.liveAt = at;
        change.entryFillPrice = transition.price;
        change.events.push({
          kind: 'activated',
          status: 'Active',
          step: 0,
          price: transition.price,
          at,
          fields: { current_step: 0, trade_live_time: at.toISOString(), entry_fill_price: transition.price },
        });
        break;
      case 'entry_filled':
        change.status = 'Active';
        change.entryFillPrice = transition.price;
        change.events.push({
          kind: 'filled',
          status: 'Active',
          step: change.step ?? change.knownStep,
          price: transition.price,
          at,
          fields: { entry_fill_price: transition.price },
        });
        break;
      case 'target_reached':
        change.status = 'Active';
        change.step = transition.step;
        change.targetPrice = transition.targetPrice;
        change.stopLoss = transition.stopLoss;
        change.events.push({
          kind: 'target_reached',
          status: 'Active',
          step: transition.step,
          price: transition.price,
          at,
          fields: {
            current_step: transition.step,
            target_price: transition.targetPrice,
            stop_loss: transition.stopLoss,
          },
        });
        break;
      case 'closed':
        change.status = 'Closed';
        change.exitPrice = transition.price;
        change.closingReason = transition.reason;
        change.closedAt = at;
        change.events.push({
          kind: 'closed',
          status: 'Closed',
          step: change.step ?? change.knownStep,
          price: transition.price,
          at,
          fields: {
            current_step: change.step ?? change.knownStep,
            exit_price: transition.price,
            closing_reason: transition.reason,
            trade_closing_time: at.toISOString(),
          },
        });
        break;
      case 'expired':
        change.status = 'expired';
        change.closedAt = at;
        change.events.push({
          kind: 'expired',
          status: 'expired',
          step: change.knownStep,
          price: null,
          at,
          fields: { trade_closing_time: at.toISOString() },
        });
        break;
    }
  }
  return [...changes.values()];
}

const EVENT_TYPE: Record<string, TradeChangeType> = {
  activated: 'trade.activated',
  // An entry now's fill changes a Live trade's figures, not its status: live cards fetch it again.
  filled: 'trade.updated',
  target_reached: 'trade.target_reached',
  closed: 'trade.closed',
  expired: 'trade.expired',
};

/**
 * Writes a batch of engine transitions and the securities' last processed prices in one transaction.
 * Each trade's row is updated only if its version is still the one the engine knew, so a replayed
 * batch, or a trade edited meanwhile, changes nothing; the version moves on with every write. The
 * written trades' events are recorded in the same transaction. Answers what was written and the
 * trades whose write was skipped (to be reloaded).
 */
export async function writeTransitions(
  db: AppDb,
  transitions: readonly Transition[],
  versions: Map<number, KnownVersion>,
  checkpoints: Map<number, number>,
): Promise<{
  written: Map<number, { version: number; step: number }>;
  skipped: number[];
}> {
  const changes = foldChanges(transitions, versions);
  const written = new Map<number, { version: number; step: number }>();
  await db.transaction(async (tx) => {
    for (let start = 0; start < changes.length; start += WRITE_CHUNK) {
      const chunk = changes.slice(start, start + WRITE_CHUNK);
      // Column arrays through unnest: a fixed number of parameters however many trades move. One
      // statement updates the rows whose version still matches and answers their ids as one array
      // (100,000 returned rows would cost more than the write).
      const column = <T>(pick: (change: TradeChange) => T) => sql.param(chunk.map(pick));
      const result: unknown = await tx.execute(sql`
        with moved as (
          update ${trades} set
            status = v.status,
            current_step = coalesce(v.step, ${trades.currentStep}),
            target_price = coalesce(v.target_price, ${trades.targetPrice}),
            stop_loss = coalesce(v.stop_loss, ${trades.stopLoss}),
            entry_fill_price = coalesce(v.entry_fill_price, ${trades.entryFillPrice}),
            exit_price = coalesce(v.exit_price, ${trades.exitPrice}),
            closing_reason = coalesce(v.closing_reason, ${trades.closingReason}),
            trade_live_time = coalesce(v.live_at, ${trades.liveAt}),
            trade_closing_time = coalesce(v.closed_at, ${trades.closedAt}),
            version = ${trades.version} + 1
          from unnest(
            ${column((change) => change.tradeId)}::int[],
            ${column((change) => change.fromVersion)}::int[],
            ${column((change) => change.status)}::varchar[],
            ${column((change) => change.step)}::smallint[],
            ${column((change) => change.targetPrice)}::numeric[],
            ${column((change) => change.stopLoss)}::numeric[],
            ${column((change) => change.entryFillPrice)}::numeric[],
            ${column((change) => change.exitPrice)}::numeric[],
            ${column((change) => change.closingReason)}::varchar[],
            ${column((change) => change.liveAt?.toISOString() ?? null)}::timestamptz[],
            ${column((change) => change.closedAt?.toISOString() ?? null)}::timestamptz[]
          ) as v(id, from_version, status, step, target_price, stop_loss, entry_fill_price, exit_price, closing_reason, live_at, closed_at)
          where ${trades.id} = v.id and ${trades.version} = v.from_version and ${trades.status} in ('Inactive', 'Active')
          returning ${trades.id} as id
        )
        select coalesce(array_agg(id), '{}') as ids from moved`);
      const [row] = resultRows<{ ids: number[] | string }>(result);
      // A written row's version moved on by exactly one from the version the engine knew.
      const byId = new Map(chunk.map((change) => [change.tradeId, change]));
      for (const id of parseIntArray(row?.ids ?? [])) {
        const change = byId.get(id);
        if (change)
          written.set(id, { version: change.fromVersion + 1, step: change.step ?? change.knownStep });
      }
    }
    const events: TradeEvent[] = [];
    for (const change of changes) {
      if (!written.has(change.tradeId)) continue;
      for (const event of change.events) {
        events.push({
          type: EVENT_TYPE[event.kind]!,
          tradeId: change.tradeId,
          ownerUserId: change.postedById,
          securityId: change.securityId,
          visibility: change.visibility,
          status: event.status as TradeEvent['status'],
          price: event.price,
          step: event.step,
          fields: event.fields,
        });
      }
    }
    // The track record: each step of each written trade, in the order they happened.
    const drafts = changes
      .filter((change) => written.has(change.tradeId))
      .flatMap((change) =>
        change.events.map((event) =>
          stepDraft(
            { id: change.tradeId, postedByUserId: change.postedById, visibility: change.visibility },
            event.kind,
            event.at,
            {
              status: event.status,
              step: event.step,
              price: event.price,
              reason: event.fields.closing_reason,
            },
          ),
        ),
      )
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    await recordTradeChange(tx, { record: drafts, events });
    if (checkpoints.size > 0) {
      const rows = [...checkpoints].map(([securityId, price]) => ({
        securityId,
        price,
        updatedAt: new Date(),
      }));
      await tx
        .insert(engineCheckpoints)
        .values(rows)
        .onConflictDoUpdate({
          target: engineCheckpoints.securityId,
          set: { price: sql`excluded.price`, updatedAt: sql`excluded.updated_at` },
        });
    }
  });
  const skipped = changes.filter((change) => !written.has(change.tradeId)).map((change) => change.tradeId);
  return { written, skipped };
}
