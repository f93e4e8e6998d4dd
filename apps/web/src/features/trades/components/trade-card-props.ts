import type { Trade, TradeActor } from '@tradecircle/domain';

export { isTradeOwner } from '@tradecircle/domain';

/** Who is looking at a card: the logged-in user, or null for a visitor (the domain's TradeActor). */
export type TradeViewer = NonNullable<TradeActor>;

export type TradeHandler = (trade: Trade) => void;

/**
 * What a card's buttons ask for. The card decides which buttons a role sees (trades.md §6); the
 * page decides what happens, e.g. sends a visitor to login. A button whose handler is missing is
 * not shown, so a page offers only what it supports.
 */
export interface TradeCardHandlers {
  onFeature?: TradeHandler;
  onDelete?: TradeHandler;
  onModify?: TradeHandler;
  onExit?: TradeHandler;
  onUpdateReasoning?: TradeHandler;
  onCopy?: TradeHandler;
  onBookmark?: TradeHandler;
  onShare?: TradeHandler;
  onComment?: TradeHandler;
  /** Downloads trade.report (the card's link keeps the address for opening in a new tab). */
  onDownloadReport?: TradeHandler;
  onApplySl?: TradeHandler;
  onApplyTg?: TradeHandler;
  onOpenDetail?: TradeHandler;
}

/** How a card cuts its reasoning: the home feed shows 80 characters with Show more (platform.md §2). */
export interface ReasoningPreview {
  limit: number;
  moreLabel: string;
  lessLabel: string;
}

/** The broker's allowed actions (trade-actions' action_list) that add buttons to a real live trade. */
export const REAL_TRADE_ACTIONS = { applySl: 'APPLY_SL', applyTg: 'APPLY_TG' } as const;
