import {
  type Pnl,
  type PriceLadder,
  pnlEntryPrice,
  priceLadder,
  type Trade,
  type TradeStatus,
  tradeNetPnl,
  tradePnl,
} from '@tradecircle/domain';

export type ShownPriceKind = 'live' | 'exit' | 'closing';

/** What a card shows that moves with the price. */
export interface TradeFigures {
  /** Live price while the trade is open, else the exit price (or the price at closing). */
  price: number | null;
  priceKind: ShownPriceKind;
  /** The shown price against the entry price, in rupees and percent. */
  change: number | null;
  changePercent: number | null;
  /** Potential (Upcoming), current (Live) or realized P&L; null while its end price is unknown. */
  pnl: Pnl | null;
  /**
   * The same P&L net of the round trip's charges (docs/metrics.md "Net of charges"): a Live trade's
   * as if exited now, a closed one's at its exit. Null before the trade went Live.
   */
  netPnl: Pnl | null;
  ladder: PriceLadder;
}

export function isOpenStatus(status: TradeStatus): boolean {
  return status === 'Inactive' || status === 'Active';
}

/** Every target in order, first to final, as priceLadder wants them. */
export function ladderTargets(trade: Pick<Trade, 'first_target' | 'target_stop_loss_list'>): number[] {
  return [trade.first_target, ...trade.target_stop_loss_list.map((row) => row.target_price)];
}

/** The card's figures for `trade` with the latest tick price (null before the first tick). */
export function tradeFigures(trade: Trade, tickPrice: number | null | undefined): TradeFigures {
  const isOpen = isOpenStatus(trade.status);
  const livePrice = tickPrice ?? trade.live_price;
  const price = isOpen ? livePrice : (trade.exit_price ?? trade.closing_live_price);
  const priceKind: ShownPriceKind = isOpen ? 'live' : trade.exit_price !== null ? 'exit' : 'closing';
  // The move from entry is the P&L of one share bought at the entry (its fill once Live), with the
  // same paise arithmetic.
  const move =
    price === null
      ? null
      : tradePnl({
          trade_type: 'Buy',
          status: 'Active',
          entry_price: pnlEntryPrice(trade),
          lots: 1,
          live_price: price,
        });
  return {
    price,
    priceKind,
    change: move?.amount ?? null,
    changePercent: move?.percent ?? null,
    pnl: tradePnl({ ...trade, live_price: livePrice }),
    netPnl:
      trade.status === 'Inactive'
        ? null
        : tradeNetPnl(
            trade,
            price,
            isOpen || trade.trade_closing_time === null ? new Date() : new Date(trade.trade_closing_time),
          ),
    ladder: priceLadder({ ...trade, targets: ladderTargets(trade) }, isOpen ? livePrice : trade.exit_price),
  };
}
