import {
  findDuration,
  isDerivativeInstrument,
  type Trade,
  type TradeStatus,
  tradePnl,
} from '@tradecircle/domain';
import { API_PREFIX } from '../../http/api-prefix.ts';
import type { QuoteBook } from '../market/index.ts';
import type { TradeRow } from './trades.repository.ts';

export function tradeReportUrl(tradeId: number): string {
  return `${API_PREFIX}/api/trade/trade-report/${tradeId}/`;
}

/** A trade row as the wire shape of trades.md §3, with live price and P&L from the quote book. */
export function presentTrade(row: TradeRow, quotes: QuoteBook): Trade {
  const { trade, security, poster } = row;
  const status = trade.status as TradeStatus;
  const isOpen = status === 'Inactive' || status === 'Active';
  const quote = quotes.getQuote(security.id);
  const livePrice = quote?.livePrice ?? null;
  const derivative = isDerivativeInstrument(security.instrumentType);
  const lotSize = derivative ? (security.lotSize ?? 1) : 1;
  const pnl = tradePnl({
    trade_type: trade.tradeType,
    status,
    entry_price: trade.entryPrice,
    entry_fill_price: trade.entryFillPrice,
    lots: trade.lots,
    lot_size: lotSize,
    final_target: trade.finalTarget,
    live_price: livePrice,
    exit_price: trade.exitPrice,
  });
  const duration = findDuration(trade.durationId);
  return {
    id: trade.id,
    is_real: trade.isReal,
    status,
    created: trade.createdAt.toISOString(),
    trade_live_time: trade.liveAt?.toISOString() ?? null,
    trade_closing_time: trade.closedAt?.toISOString() ?? null,
    expires_at: trade.expiresAt.toISOString(),
    security: { id: security.id, name: security.name, symbol: security.symbol, exchange: security.exchange },
    security_symbol: security.symbol,
    security_name: security.name,
    security_exchange: security.exchange,
    security_logo: security.logo,
    instrument_type: security.instrumentType,
    lot_size: lotSize,
    is_equity_trade: !derivative,
    product: trade.product,
    trade_type: trade.tradeType,
    entry_price: trade.entryPrice,
    entry_fill_price: trade.entryFillPrice,
    target_price: trade.targetPrice,
    stop_loss: trade.stopLoss,
    first_target: trade.firstTarget,
    first_stop_loss: trade.firstStopLoss,
    final_target: trade.finalTarget,
    target_stop_loss_list: trade.targetStopLossList,
    current_step: trade.currentStep,
    lots: trade.lots,
    duration: trade.durationId,
    duration_type: duration ? [{ id: duration.id, name: duration.name }] : [],
    duration_name: duration?.name ?? '',
    live_price: isOpen ? livePrice : (trade.exitPrice ?? livePrice),
    closing_live_price: isOpen ? null : trade.exitPrice,
    exit_price: trade.exitPrice,
    price_up_down: isOpen ? (quote?.change ?? null) : null,
    profit_percent: pnl?.percent ?? null,
    pl_data: pnl?.amount ?? null,
    pl_percent: pnl?.percent ?? null,
    trade_exit_type: trade.isManualExit,
    closing_reason: trade.closingReason,
    order_type: trade.orderType,
    // Hidden by moderation (issue 30): the call stays, its reasoning reads as empty everywhere.
    reasoning: { content: trade.reasoningHiddenAt ? '' : trade.reasoning },
    report: tradeReportUrl(trade.id),
    comments_count: row.commentsCount,
    is_featured: trade.isFeatured,
    is_trade_private: trade.visibility === 'private',
    visibility: trade.visibility,
    is_trade_saved: row.isTradeSaved,
    is_security_saved: row.isSecuritySaved,
    // Following: the viewer copied this trade, keeps its security in a stock tab, follows its poster.
    is_follower: row.isFollower,
    is_follower_security: row.isSecuritySaved,
    is_following_user: row.isFollowingUser,
    copy_origin: trade.copyOriginId,
    copy_origin_name: row.copyOriginName,
    posted_by: trade.postedByProfileId,
    posted_by_id: trade.postedByUserId,
    posted_by_name: poster.name,
    posted_by_group:
      row.group?.id != null
        ? { id: row.group.id, name: row.group.name!, group_type: row.group.groupType! }
        : null,
    user_image: poster.image,
    is_sebi_registered: poster.isSebiRegistered,
    holds_position: trade.holdsPosition,
  };
}
