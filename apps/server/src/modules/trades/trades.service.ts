import {
  type CreateTradeBody,
  canConfirmFill,
  canCopy,
  canDelete,
  canEdit,
  canExit,
  canFeature,
  canUpdateReasoning,
  contractExpiredMessage,
  expiryInstant,
  type FnoTrade,
  formatDate,
  GROUP_FEATURED_TRADES_MAX,
  isContractExpired,
  isDerivativeInstrument,
  MAX_FEATURED_TRADES,
  type PolicyDecision,
  type PolicyTrade,
  TRADE_POLICY_MESSAGES,
  type Trade,
  type TradeActionResult,
  type TradeActor,
  type TradePatchBody,
  type TradeVisibility,
  type UpdateTradeBody,
} from '@tradecircle/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { assertAllowed, badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { countGroupTrade, requireGroupAdmin } from '../groups/index.ts';
import type { QuoteBook } from '../market/index.ts';
import { findSecurityById } from '../securities/index.ts';
import { findProfileByUserId, resolveViewer, type Viewer } from '../users/index.ts';
import type { CopyGuards } from './copy-book.ts';
import { recordTradeChange } from './trade-change-record.ts';
import { tradeChanged } from './trade-events.ts';
import { editedDraft, postedDraft, reasoningDraft, stepDraft } from './trade-record-drafts.ts';
import { expiryFor, ladderColumns, validateTradeInput } from './trade-rules.ts';
import { presentTrade } from './trades.presenter.ts';
import {
  awaitsBroker,
  closeLiveTradeByHand,
  deletedRecordDraft,
  findTradeRecord,
  findVisibleTrade,
  type TradeRecord,
  tradeDeletedEvent,
} from './trades.repository.ts';
import { trades } from './trades.tables.ts';

export type TradeDeps = {
  db: AppDb;
  quotes: QuoteBook;
  bus: EventBus;
  /** Whether the user linked a broker account, which a real trade needs (the broker module answers; app.ts wires it). */
  hasBrokerAccount: (db: AppDb, userId: number) => Promise<boolean>;
  /**
   * Confirms a real trade's entry order with the broker (the broker module answers; app.ts wires
   * it): `settled` once it filled (the trade is Live at the average fill price), `pending` while an
   * after-market order waits.
   */
  confirmRealFill: (userId: number, tradeId: number) => Promise<'settled' | 'pending'>;
  /**
   * The follower's copy guardrails (the copy-guardrails module answers; app.ts wires it): judge a
   * copy, and an edit of an Upcoming copy, inside the transaction that writes it. Absent: copies
   * are not guarded.
   */
  copyGuards?: CopyGuards;
};

const NO_LIVE_PRICE = 'No live price for this security right now, please try again';

async function requireProfile(db: AppDb, userId: number) {
  const profile = await findProfileByUserId(db, userId);
  if (!profile) throw badRequest('Complete your profile before posting trades');
  return profile;
}

/** What reading and presenting a trade needs. */
export type TradeReadDeps = Pick<TradeDeps, 'db' | 'quotes'>;

/** The trade as `viewer` sees it; 404 when it does not exist or is hidden from them. */
export async function getVisibleTrade(deps: TradeReadDeps, viewer: Viewer, tradeId: number): Promise<Trade> {
  const row = await findVisibleTrade(deps.db, viewer, tradeId);
  if (!row) throw notFound('Trade not found');
  return presentTrade(row, deps.quotes);
}

/**
 * get-fno-trade: a futures-and-options trade as `viewer` sees it. An equity trade answers like a
 * hidden or missing one, 404 Trade not found, so the call tells nothing about other trades.
 */
export async function getVisibleFnoTrade(
  deps: TradeDeps,
  viewer: Viewer,
  tradeId: number,
): Promise<FnoTrade> {
  const row = await findVisibleTrade(deps.db, viewer, tradeId);
  if (!row || !isDerivativeInstrument(row.security.instrumentType)) throw notFound('Trade not found');
  const trade = presentTrade(row, deps.quotes);
  return { ...trade, group_name: trade.posted_by_group?.name ?? null };
}

type TradePolicy = (trade: PolicyTrade, actor: TradeActor) => PolicyDecision;

/**
 * The trade when the actor may do what `policy` guards (the domain's rules, the same the web's
 * buttons read): 404 when hidden or unknown, then the policy's own answer (403 for someone else's
 * trade, 409 for the wrong status).
 */
async function tradeFor(
  db: AppDb,
  actorUserId: number,
  tradeId: number,
  policy: TradePolicy,
): Promise<TradeRecord> {
  const viewer = await resolveViewer(db, actorUserId);
  const visible = await findVisibleTrade(db, viewer, tradeId);
  if (!visible) throw notFound('Trade not found');
  assertAllowed(
    policy(
      { posted_by_id: visible.trade.postedByUserId, status: visible.trade.status },
      { userId: actorUserId },
    ),
  );
  return visible.trade;
}

export type CreateTradeOptions = { groupId?: number };

/**
 * "Enter now at the market": a virtual trade sent without an entry price. A limit order names its
 * price, so one without an entry is refused (Required) rather than entered at the market.
 */
export function isEnterNow(body: Pick<CreateTradeBody, 'entry_price' | 'is_real' | 'order_type'>): boolean {
  const noEntry = body.entry_price === undefined || body.entry_price === null;
  return noEntry && !body.is_real && body.order_type !== 'limit_order';
}

export async function createTrade(
  deps: TradeDeps,
  actorUserId: number,
  body: CreateTradeBody,
  options: CreateTradeOptions = {},
): Promise<Trade> {
  const { db } = deps;
  const profile = await requireProfile(db, actorUserId);
  const visibility: TradeVisibility =
    options.groupId !== undefined
      ? 'group'
      : (body.visibility ?? (body.is_trade_private ? 'private' : 'followers'));
  const security = body.security ? await findSecurityById(db, body.security) : undefined;
  if (body.security && !security)
    throw badRequest('Security not found', { security: ['Security not found'] });
  // A trade sent with an entry price keeps it and waits Upcoming until a tick reaches it, whatever
  // order_type says (trades.md §4). One sent without an entry enters now at the live price and is
  // Live at once, its ladder judged against that price. Real trades keep their broker flow: Upcoming
  // at the sent entry until the order fills, then Live at the average fill price.
  const isMarketEntry = isEnterNow(body);
  const livePrice = isMarketEntry && security ? deps.quotes.getQuote(security.id)?.livePrice : undefined;
  if (isMarketEntry && security && livePrice === undefined) throw conflict(NO_LIVE_PRICE);
  const valid = validateTradeInput({
    ...body,
    entry_price: livePrice ?? body.entry_price,
    security: security ? { id: security.id, name: security.name } : null,
    visibility,
    group: options.groupId ?? body.group ?? null,
  });
  // Validation has refused a missing security already; this only narrows the type.
  if (!security) throw badRequest('Required', { security: ['Required'] });
  // Only a group's admin posts to it (validation has required the group).
  const groupId = visibility === 'group' ? (await requireGroupAdmin(db, valid.group!, actorUserId)).id : null;
  if (security.instrumentType === 'INDEX') {
    throw badRequest('An index cannot be traded; choose a stock or an F&O contract', {
      security: ['Indices cannot be traded'],
    });
  }
  if (security.expiry && isContractExpired(security.expiry, new Date())) {
    const message = contractExpiredMessage(security.symbol, formatDate(expiryInstant(security.expiry)));
    throw badRequest(message, { security: [message] });
  }
  if (body.is_real) {
    if (!(await deps.hasBrokerAccount(db, actorUserId)))
      throw badRequest('Connect a broker account to place real trades');
  }
  let copyOriginId: number | null = null;
  let copyOriginOwnerId: number | null = null;
  if (body.copy_origin) {
    const origin = await findVisibleTrade(db, await resolveViewer(db, actorUserId), body.copy_origin);
    if (!origin) throw badRequest('The trade you are copying was not found');
    assertAllowed(
      canCopy(
        { posted_by_id: origin.trade.postedByUserId, status: origin.trade.status },
        { userId: actorUserId },
      ),
    );
    if (origin.trade.securityId !== security.id || origin.trade.tradeType !== valid.trade_type) {
      throw badRequest('A copied trade keeps the security and direction of the original');
    }
    copyOriginId = origin.trade.id;
    copyOriginOwnerId = origin.trade.postedByUserId;
  }
  const derivative = isDerivativeInstrument(security.instrumentType);
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    // A copy under the follower's guardrail for the expert: its sizing sets the lots, and the check
    // and this insert share the guardrail's row lock, so concurrent copies pass the limit one by one.
    const guarded =
      copyOriginOwnerId !== null && deps.copyGuards
        ? await deps.copyGuards.copy(tx, {
            followerUserId: actorUserId,
            expertUserId: copyOriginOwnerId,
            entryPrice: valid.entry_price,
            lotSize: derivative ? (security.lotSize ?? 1) : 1,
          })
        : undefined;
    const [trade] = await tx
      .insert(trades)
      .values({
        postedByUserId: actorUserId,
        postedByProfileId: profile.id,
        securityId: security.id,
        tradeType: valid.trade_type,
        status: isMarketEntry ? 'Active' : 'Inactive',
        isReal: body.is_real ?? false,
        orderType: body.order_type ?? 'market_order',
        product: derivative ? (body.product ?? 'NRML') : null,
        lots: guarded?.lots ?? valid.lots,
        ...ladderColumns(valid),
        durationId: valid.duration,
        reasoning: (body.reasonings ?? '').trim(),
        holdsPosition: body.holds_position ?? false,
        visibility,
        groupId,
        copyOriginId,
        createdAt: now,
        expiresAt: expiryFor(valid.duration, now),
        liveAt: isMarketEntry ? now : null,
      })
      .returning();
    const posted = tradeChanged(trade!, 'trade.posted');
    // A real trade is posted, as far as anyone but its owner knows, once its broker fills the entry
    // (activateRealTradeAtFill): the group's count, the track record and the notifications wait.
    if (awaitsBroker(trade!)) {
      await recordTradeChange(tx, { events: [posted] });
      return trade!;
    }
    if (groupId !== null) await countGroupTrade(tx, groupId, 1, now);
    await recordTradeChange(tx, {
      record: [
        postedDraft(trade!),
        ...(isMarketEntry
          ? [stepDraft(trade!, 'activated', now, { status: 'Active', step: 0, price: trade!.entryPrice })]
          : []),
      ],
      events: [
        posted,
        ...(isMarketEntry
          ? [tradeChanged(trade!, 'trade.activated', { price: trade!.entryPrice, step: 0 })]
          : []),
        ...(copyOriginId !== null && copyOriginOwnerId !== null
          ? [
              {
                type: 'trade.copied' as const,
                tradeId: copyOriginId,
                copyTradeId: trade!.id,
                copierUserId: actorUserId,
                ownerUserId: copyOriginOwnerId,
              },
            ]
          : []),
      ],
    });
    return trade!;
  });
  return getVisibleTrade(deps, { userId: actorUserId, profileId: profile.id }, created.id);
}

/**
 * update-trade-detail: the owner changes prices, lots, duration and the position answer
 * (holds_position, kept when left out) of an Upcoming trade; security, type and reasoning stay.
 */
export async function updateTrade(
  deps: TradeDeps,
  actorUserId: number,
  body: UpdateTradeBody,
): Promise<Trade> {
  const { db } = deps;
  const trade = await tradeFor(db, actorUserId, body.id, canEdit);
  if (body.trade_type && body.trade_type !== trade.tradeType)
    throw badRequest('The trade type cannot be changed');
  const isPrivate = trade.visibility === 'private';
  if (
    (body.visibility !== undefined && body.visibility !== trade.visibility) ||
    (body.is_trade_private !== undefined && body.is_trade_private !== isPrivate)
  ) {
    throw badRequest('The visibility of a trade cannot be changed', {
      visibility: ['The visibility of a trade cannot be changed'],
    });
  }
  const valid = validateTradeInput({
    ...body,
    trade_type: trade.tradeType,
    security: { id: trade.securityId, name: '' },
    duration: body.duration ?? trade.durationId,
    visibility: trade.visibility,
    group: trade.groupId,
  });
  const updated = await db.transaction(async (tx) => {
    // A copy's new entry or lots must still fit its follower's maximum open exposure for the expert.
    if (trade.copyOriginId !== null && deps.copyGuards) {
      const security = await findSecurityById(tx, trade.securityId);
      const derivative = security ? isDerivativeInstrument(security.instrumentType) : false;
      await deps.copyGuards.edit(tx, {
        tradeId: trade.id,
        entryPrice: valid.entry_price,
        lotSize: derivative ? (security?.lotSize ?? 1) : 1,
        lots: valid.lots,
      });
    }
    const [row] = await tx
      .update(trades)
      .set({
        ...ladderColumns(valid),
        lots: valid.lots,
        durationId: valid.duration,
        expiresAt: expiryFor(valid.duration, trade.createdAt),
        ...(body.holds_position === undefined ? {} : { holdsPosition: body.holds_position }),
        version: sql`${trades.version} + 1`,
      })
      .where(and(eq(trades.id, trade.id), eq(trades.status, 'Inactive')))
      .returning();
    if (!row) return undefined;
    // A real trade awaiting its broker enters the record, with its terms as they are, once confirmed.
    await recordTradeChange(tx, {
      record: awaitsBroker(row) ? [] : [editedDraft(trade, row, new Date())],
      events: [tradeChanged(row, 'trade.updated')],
    });
    return row;
  });
  if (!updated) throw conflict(TRADE_POLICY_MESSAGES.modifyStatus);
  return getVisibleTrade(deps, await resolveViewer(db, actorUserId), trade.id);
}

export async function deleteTrade(deps: TradeDeps, actorUserId: number, tradeId: number) {
  const trade = await tradeFor(deps.db, actorUserId, tradeId, canDelete);
  const deleted = await deps.db.transaction(async (tx) => {
    // Read before the delete: the bookmarks and copies' links it names go with the trade.
    const event = await tradeDeletedEvent(tx, tradeId);
    const rows = await tx
      .delete(trades)
      .where(and(eq(trades.id, tradeId), eq(trades.status, 'Inactive')))
      .returning({ id: trades.id });
    if (rows.length > 0) {
      // A real trade awaiting its broker was never counted in its group.
      if (trade.groupId !== null && !awaitsBroker(trade)) await countGroupTrade(tx, trade.groupId, -1);
      await recordTradeChange(tx, {
        record: [deletedRecordDraft(trade, new Date())],
        events: event ? [event] : [],
      });
    }
    return rows;
  });
  if (deleted.length === 0) throw conflict(TRADE_POLICY_MESSAGES.deleteStatus);
  return { message: 'Trade deleted successfully' };
}

/** exit-trade: the owner closes a Live virtual trade at the live price (trade_exit_type marks it manual). */
export async function exitTrade(deps: TradeDeps, actorUserId: number, tradeId: number) {
  const { db, quotes } = deps;
  const trade = await tradeFor(db, actorUserId, tradeId, canExit);
  if (trade.isReal) throw badRequest('A real trade is exited through your broker');
  const price = quotes.getQuote(trade.securityId)?.livePrice;
  if (price === undefined) throw conflict(NO_LIVE_PRICE);
  const now = new Date();
  const closed = await db.transaction((tx) =>
    closeLiveTradeByHand(tx, { tradeId, price, at: now, closingReason: 'manual', isReal: false }),
  );
  if (!closed) throw conflict(TRADE_POLICY_MESSAGES.exitStatus);
  return {
    message: 'Trade exited successfully',
    trade_detail: await getVisibleTrade(deps, await resolveViewer(db, actorUserId), tradeId),
  };
}

export const TRADE_PATCH_MESSAGES = {
  nothing:
    "Send status Closed to exit a Live trade, status Active to confirm a real trade's broker fill, or entry_price alone to move an Upcoming trade's entry",
  virtualActive:
    'Only a real trade is set Active here, once its broker order fills; a virtual trade goes Live when the price reaches its entry',
  pendingFill: 'The broker order is placed and will fill when the market opens',
} as const;

/**
 * trade-patch (trades.md §7: id, entry_price, status). `status: Closed` exits the owner's Live virtual
 * trade by hand at the server's live price. `status: Active` confirms a real trade's entry with the
 * broker, which sets the average fill price. With a status, a sent entry_price is not used: the
 * server records the live or fill price, never the sent one. entry_price alone moves the entry of an
 * Upcoming trade.
 */
export async function patchTrade(
  deps: TradeDeps,
  actorUserId: number,
  body: TradePatchBody,
): Promise<TradeActionResult & { pending?: true }> {
  if (body.status === 'Closed') return exitTrade(deps, actorUserId, body.id);
  if (body.status === 'Active') {
    const trade = await tradeFor(deps.db, actorUserId, body.id, canConfirmFill);
    if (!trade.isReal)
      throw badRequest(TRADE_PATCH_MESSAGES.virtualActive, { status: [TRADE_PATCH_MESSAGES.virtualActive] });
    const outcome = await deps.confirmRealFill(actorUserId, trade.id);
    const trade_detail = await getVisibleTrade(deps, await resolveViewer(deps.db, actorUserId), trade.id);
    return outcome === 'pending'
      ? { message: TRADE_PATCH_MESSAGES.pendingFill, trade_detail, pending: true }
      : { message: 'Trade Updated successfully', trade_detail };
  }
  if (body.entry_price === undefined || body.entry_price === null)
    throw badRequest(TRADE_PATCH_MESSAGES.nothing);
  const trade = await tradeFor(deps.db, actorUserId, body.id, canEdit);
  const updated = await updateTrade(deps, actorUserId, {
    id: trade.id,
    entry_price: body.entry_price,
    target_price: trade.firstTarget,
    stop_loss: trade.firstStopLoss,
    target_stop_loss_list: trade.targetStopLossList,
    lots: trade.lots,
  });
  return { message: 'Trade Updated successfully', trade_detail: updated };
}

/**
 * Feature or unfeature (trades.md §7: fando-trade-patch and the trade detail patch, body id,
 * is_featured, request_type=featured): the owner's equity or F&O trade, whichever call is used.
 */
export async function setFeatured(
  deps: TradeReadDeps,
  actorUserId: number,
  body: { id: number; is_featured: boolean },
): Promise<TradeActionResult> {
  const { db } = deps;
  const trade = await tradeFor(db, actorUserId, body.id, canFeature);
  await db.transaction(async (tx) => {
    if (body.is_featured && !trade.isFeatured) {
      // A group trade counts against its group's featured trades, any other against its owner's. One
      // owner's (or group's) featuring requests take turns (a lock held until commit), so two at nine
      // cannot both pass.
      const inGroup = trade.groupId !== null;
      const scope = inGroup ? trade.groupId! : actorUserId;
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${inGroup ? 'featured-group-trades' : 'featured-trades'}), ${scope})`,
      );
      const [featured] = await tx
        .select({ n: count() })
        .from(trades)
        .where(
          and(
            inGroup
              ? eq(trades.groupId, scope)
              : and(eq(trades.postedByUserId, actorUserId), isNull(trades.groupId)),
            eq(trades.isFeatured, true),
          ),
        );
      const limit = inGroup ? GROUP_FEATURED_TRADES_MAX : MAX_FEATURED_TRADES;
      if (featured!.n >= limit) {
        throw badRequest(
          inGroup
            ? `A group can feature at most ${limit} trades; unfeature one first`
            : `You can feature at most ${limit} trades; unfeature one first`,
        );
      }
    }
    await tx.update(trades).set({ isFeatured: body.is_featured }).where(eq(trades.id, trade.id));
  });
  return {
    message: body.is_featured
      ? 'Trade added to featured sections successfully'
      : 'Trade removed to featured sections successfully',
    trade_detail: await getVisibleTrade(deps, await resolveViewer(db, actorUserId), trade.id),
  };
}

export async function updateReasoning(deps: TradeDeps, actorUserId: number, tradeId: number, reason: string) {
  const { db } = deps;
  const trade = await tradeFor(db, actorUserId, tradeId, canUpdateReasoning);
  const updated = await db.transaction(async (tx) => {
    // Still Live at the moment of writing: a trade the engine closed meanwhile keeps its reasoning.
    const [row] = await tx
      .update(trades)
      .set({ reasoning: reason })
      .where(and(eq(trades.id, tradeId), eq(trades.status, 'Active')))
      .returning();
    if (!row) return false;
    await recordTradeChange(tx, {
      record: [reasoningDraft(trade, reason, new Date())],
      events: [tradeChanged(row, 'trade.reasoning_updated')],
    });
    return true;
  });
  if (!updated) throw conflict(TRADE_POLICY_MESSAGES.reasoningStatus);
  return { data: { message: 'Reasoning updated successfully' } };
}

export async function findTradeOrThrow(db: AppDb, tradeId: number): Promise<TradeRecord> {
  const trade = await findTradeRecord(db, tradeId);
  if (!trade) throw notFound('Trade not found');
  return trade;
}
