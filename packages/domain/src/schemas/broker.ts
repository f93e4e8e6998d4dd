import { z } from 'zod';
import { BROKER_EXIT_ORDER_TYPES, TRADE_ACTIONS } from '../constants/broker.ts';
import { recordIdParamSchema } from './record-id.ts';
import { FeatureTradeBodySchema, TradeSchema } from './trade.ts';

/**
 * Real trades (trades.md §4 "Real trade flow", "Real exit flow", §7): linking a broker account,
 * trade-start / confirm for the entry, trade-actions / exit-order / trade-detail patch for the exit.
 */

export const RealTradeIdSchema = recordIdParamSchema('trade_id must be a trade id');

export const GatewayTransactionIdSchema = z
  .string({ message: 'transaction_id is required' })
  .regex(/^TRX_[0-9a-f]{32}$/, 'transaction_id must be a gateway transaction id (TRX_...)');

export const TradeActionSchema = z.enum(TRADE_ACTIONS, {
  message: 'trade_action must be EXIT, APPLY_SL or APPLY_TG',
});

/** api/broker/gateway/: the gateway name and the SDK script the browser loads. */
export const GatewayConfigSchema = z.object({
  provider: z.string(),
  gateway: z.string(),
  sdk_url: z.string(),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;

export const BrokerAccountSchema = z.object({ is_connected: z.boolean(), broker: z.string().nullable() });
export type BrokerAccount = z.infer<typeof BrokerAccountSchema>;

/** broker/connect/: the CONNECT transaction (broker login) the browser opens. */
export const ConnectStartSchema = z.object({
  transactionId: z.string(),
  expireAt: z.string(),
  auth_token: z.string(),
  gateway: z.string(),
});
export type ConnectStart = z.infer<typeof ConnectStartSchema>;

export const ConfirmConnectRequestSchema = z.object({ transaction_id: GatewayTransactionIdSchema });
export type ConfirmConnectRequest = z.infer<typeof ConfirmConnectRequestSchema>;

/** trade-start and trade-actions: the owner's real trade. */
export const RealTradeQuerySchema = z.object({ trade_id: RealTradeIdSchema });

/** trade-start and exit-order: what opens the broker gateway in the browser. */
export const OrderStartSchema = z.object({
  resp: z.object({ transactionId: z.string(), expireAt: z.string() }),
  auth_token: z.string(),
  gateway: z.string(),
});
export type OrderStart = z.infer<typeof OrderStartSchema>;

export const ConfirmOrderRequestSchema = z.object({
  trade_id: RealTradeIdSchema,
  transaction_id: GatewayTransactionIdSchema,
});
export type ConfirmOrderRequest = z.infer<typeof ConfirmOrderRequestSchema>;

/** order/confirm: 200 Active (filled) or 202 still Inactive (after-market order placed). */
export const EntryStateSchema = z.object({
  trade_id: z.number(),
  status: z.string(),
  entry_price: z.number(),
  trade_live_time: z.string().nullable(),
  message: z.string(),
});
export type EntryState = z.infer<typeof EntryStateSchema>;

export const TradeActionsResponseSchema = z.object({ action_list: z.array(z.enum(TRADE_ACTIONS)) });
export type TradeActionsResponse = z.infer<typeof TradeActionsResponseSchema>;

export const ExitOrderQuerySchema = z.object({
  trade_id: RealTradeIdSchema,
  trade_action: TradeActionSchema,
  order_type: z
    .enum(BROKER_EXIT_ORDER_TYPES, { message: 'Only market orders can be sent to the broker' })
    .optional(),
});
export type ExitOrderQuery = z.infer<typeof ExitOrderQuerySchema>;

/** The real exit's trade-detail patch: settle the exit from the gateway. */
export const TradeDetailPatchRequestSchema = z.object({
  trade_id: RealTradeIdSchema,
  transaction_id: GatewayTransactionIdSchema,
  batch_id: z.string({ message: 'batch_id is required' }).min(1, 'batch_id is required').max(64),
  auth_id: z.string({ message: 'auth_id is required' }).min(1, 'auth_id is required').max(64),
  trade_action: TradeActionSchema,
});
export type TradeDetailPatchRequest = z.infer<typeof TradeDetailPatchRequestSchema>;

/**
 * The trade detail patch's two bodies (trades.md §7), told apart by `request_type`: `featured` is the
 * feature toggle `{id, is_featured, request_type}`; left out (or `exit`), the real exit's result.
 */
export const TradeDetailPatchBodySchema = z.discriminatedUnion(
  'request_type',
  [
    FeatureTradeBodySchema,
    TradeDetailPatchRequestSchema.extend({ request_type: z.literal('exit').optional() }),
  ],
  {
    message:
      "request_type is featured (feature or unfeature the trade) or left out (a real exit's broker result)",
  },
);
export type TradeDetailPatchBody = z.infer<typeof TradeDetailPatchBodySchema>;

/** The trade-detail patch: 200 Closed (filled) or 202 still Active (after-market exit placed). */
export const ExitStateSchema = z.object({
  trade_id: z.number(),
  status: z.string(),
  exit_price: z.number().nullable(),
  closing_reason: z.string().nullable(),
  trade_exit_type: z.boolean(),
  trade_closing_time: z.string().nullable(),
  message: z.string(),
});
export type ExitState = z.infer<typeof ExitStateSchema>;

/** An order the gateway carried for the user: one line of a transaction's orderBatches, as our server read it back. */
export const BrokerOrderLineSchema = z.object({
  transaction_id: z.string(),
  trade_id: z.number().int().nullable(),
  /** ENTRY, EXIT, APPLY_SL, APPLY_TG, CONNECT */
  action: z.string(),
  /** started, completed, failed, abandoned: the transaction's state on our side. */
  state: z.string(),
  symbol: z.string().nullable(),
  exchange: z.string().nullable(),
  side: z.enum(['BUY', 'SELL']).nullable(),
  quantity: z.number().int().nullable(),
  filled_quantity: z.number().int().nullable(),
  average_price: z.number().nullable(),
  /** The broker's order status (COMPLETE, OPEN, REJECTED ...) or null before the gateway reported one. */
  order_status: z.string().nullable(),
  variety: z.string().nullable(),
  message: z.string().nullable(),
  created: z.string(),
  completed: z.string().nullable(),
});
export type BrokerOrderLine = z.infer<typeof BrokerOrderLineSchema>;

/** broker/trading/: the trading section: the link, the real trades held, awaiting and closed, the orders and the totals. */
export const TradingOverviewSchema = z.object({
  account: z.object({
    is_connected: z.boolean(),
    broker: z.string().nullable(),
    linked_at: z.string().nullable(),
  }),
  positions: z.array(TradeSchema),
  awaiting: z.array(TradeSchema),
  closed: z.array(TradeSchema),
  orders: z.array(BrokerOrderLineSchema),
  summary: z.object({
    open_positions: z.number().int(),
    invested: z.number(),
    current_value: z.number(),
    unrealised_pl: z.number(),
    /** The same P&L net of each round trip's charges (docs/metrics.md "Net of charges"). */
    unrealised_pl_net: z.number(),
    realised_pl: z.number(),
    realised_pl_net: z.number(),
    closed_count: z.number().int(),
  }),
});
export type TradingOverview = z.infer<typeof TradingOverviewSchema>;

/** DELETE broker/account/: the link is forgotten; real trades need a new one. */
export const BrokerDisconnectSchema = z.object({
  is_connected: z.literal(false),
  broker: z.null(),
  message: z.string(),
});
export type BrokerDisconnect = z.infer<typeof BrokerDisconnectSchema>;
