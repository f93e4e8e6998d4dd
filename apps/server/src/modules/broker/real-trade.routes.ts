import { recordIdParamSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { BrokerProvider } from '../../providers/broker/broker.provider.ts';
import type { QuoteBook } from '../market/index.ts';
import { confirmBrokerConnect, getBrokerAccount, startBrokerConnect } from './broker-account.service.ts';
import { TRADE_ACTIONS } from './real-trade.policy.ts';
import {
  EntryStateSchema,
  ExitStateSchema,
  OrderStartSchema,
  presentEntryState,
  presentExitState,
  presentOrderStart,
} from './real-trade.presenter.ts';
import type { RealTradeDeps } from './real-trade.shared.ts';
import { confirmRealTradeEntry, startRealTradeEntry } from './real-trade-entry.service.ts';
import {
  completeRealTradeExit,
  listRealTradeActions,
  startRealTradeExit,
} from './real-trade-exit.service.ts';

const tags = ['real trades'];
const security = [{ bearerAuth: [] }];

const tradeId = recordIdParamSchema('trade_id must be a trade id');
const transactionId = z
  .string({ message: 'transaction_id is required' })
  .regex(/^TRX_[0-9a-f]{32}$/, 'transaction_id must be a gateway transaction id (TRX_...)');
const tradeAction = z.enum(TRADE_ACTIONS, { message: 'trade_action must be EXIT, APPLY_SL or APPLY_TG' });
const AccountSchema = z.object({ is_connected: z.boolean(), broker: z.string().nullable() });

export type RealTradeRoutesOptions = {
  auth: RequestAuth;
  broker: BrokerProvider;
  /** Live prices for the trade-actions rule (the market service). */
  quotes: QuoteBook;
};

/**
 * Our side of real trades (trades.md §4 "Real trade flow", "Real exit flow", §7): linking a broker
 * account, trade-start / confirm for the entry, trade-actions / exit-order / trade-detail patch for
 * the exit. Every result is read back from the gateway by transactionId. Register under `/backend`.
 */
export const realTradeRoutes: FastifyPluginAsyncZod<RealTradeRoutesOptions> = async (
  app,
  { auth, broker, quotes },
) => {
  const { requireUser } = auth;
  const deps: RealTradeDeps = { db: app.database.db, broker, quotes, bus: app.bus, log: app.log };
  const brokerDeps = { db: app.database.db, broker };

  app.get(
    '/api/broker/gateway/',
    {
      schema: {
        tags,
        summary: 'Which gateway the browser opens: its name and SDK script',
        response: { 200: z.object({ provider: z.string(), gateway: z.string(), sdk_url: z.string() }) },
      },
    },
    async () => ({ provider: broker.kind, gateway: broker.gatewayName, sdk_url: broker.sdkUrl }),
  );

  app.get(
    '/api/broker/account/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The user's linked broker account",
        response: { 200: AccountSchema },
      },
    },
    async (request) => {
      const account = await getBrokerAccount(app.database.db, request.user!.id);
      return { is_connected: account.isConnected, broker: account.broker };
    },
  );

  app.post(
    '/api/broker/connect/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Start a CONNECT transaction (broker login) to link a broker account',
        response: {
          200: z.object({
            transactionId: z.string(),
            expireAt: z.string(),
            auth_token: z.string(),
            gateway: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const created = await startBrokerConnect(brokerDeps, request.user!.id);
      return {
        transactionId: created.transactionId,
        expireAt: created.expireAt,
        auth_token: created.authToken,
        gateway: created.gateway,
      };
    },
  );

  app.post(
    '/api/broker/connect/confirm/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Link the account the CONNECT transaction logged in with (read from the gateway)',
        body: z.object({ transaction_id: transactionId }),
        response: { 200: AccountSchema },
      },
    },
    async (request) => {
      const account = await confirmBrokerConnect(brokerDeps, request.user!.id, request.body.transaction_id);
      return { is_connected: account.isConnected, broker: account.broker };
    },
  );

  app.get(
    '/api/order/trade-start/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Start the broker transaction of the owner's real upcoming trade",
        querystring: z.object({ trade_id: tradeId }),
        response: { 200: OrderStartSchema },
      },
    },
    async (request) =>
      presentOrderStart(await startRealTradeEntry(deps, request.user!.id, request.query.trade_id)),
  );

  app.post(
    '/api/order/confirm/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Settle the entry from the gateway: Active at the fill price, or the trade is deleted',
        body: z.object({ trade_id: tradeId, transaction_id: transactionId }),
        response: { 200: EntryStateSchema, 202: EntryStateSchema },
      },
    },
    async (request, reply) => {
      const result = await confirmRealTradeEntry(deps, request.user!.id, {
        tradeId: request.body.trade_id,
        transactionId: request.body.transaction_id,
      });
      return reply.status(result.kind === 'pending' ? 202 : 200).send(presentEntryState(result));
    },
  );

  app.get(
    '/api/order/trade-actions/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Broker actions for a real live trade: EXIT, and APPLY_SL / APPLY_TG when reached',
        querystring: z.object({ trade_id: tradeId }),
        response: { 200: z.object({ action_list: z.array(z.enum(TRADE_ACTIONS)) }) },
      },
    },
    async (request) => ({
      action_list: await listRealTradeActions(deps, request.user!.id, request.query.trade_id),
    }),
  );

  app.post(
    '/api/order/exit-order/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Start the broker transaction that exits a real live trade',
        querystring: z.object({
          trade_id: tradeId,
          trade_action: tradeAction,
          order_type: z
            .enum(['market_order', 'MARKET'], { message: 'Only market orders can be sent to the broker' })
            .optional(),
        }),
        response: { 200: OrderStartSchema },
      },
    },
    async (request) =>
      presentOrderStart(
        await startRealTradeExit(deps, request.user!.id, {
          tradeId: request.query.trade_id,
          action: request.query.trade_action,
        }),
      ),
  );

  app.patch(
    '/api/trade/trade-detail-patch/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Settle a real exit from the gateway: Closed at the fill price, or 409 and still Active',
        body: z.object({
          trade_id: tradeId,
          transaction_id: transactionId,
          batch_id: z.string({ message: 'batch_id is required' }).min(1, 'batch_id is required').max(64),
          auth_id: z.string({ message: 'auth_id is required' }).min(1, 'auth_id is required').max(64),
          trade_action: tradeAction,
        }),
        response: { 200: ExitStateSchema, 202: ExitStateSchema },
      },
    },
    async (request, reply) => {
      const result = await completeRealTradeExit(deps, request.user!.id, {
        tradeId: request.body.trade_id,
        transactionId: request.body.transaction_id,
        batchId: request.body.batch_id,
        authId: request.body.auth_id,
        action: request.body.trade_action,
      });
      return reply.status(result.kind === 'pending' ? 202 : 200).send(presentExitState(result));
    },
  );
};
