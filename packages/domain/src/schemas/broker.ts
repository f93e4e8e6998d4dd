import { z } from 'zod';
import { BROKER_EXIT_ORDER_TYPES, TRADE_ACTIONS } from '../constants/broker.ts';
import { recordIdParamSchema } from './record-id.ts';
import { FeatureTradeBodySchema } from './trade.ts';

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
