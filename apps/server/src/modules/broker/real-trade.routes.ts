import {
  BROKER_ENDPOINTS,
  BrokerAccountSchema,
  BrokerDisconnectSchema,
  ConfirmConnectRequestSchema,
  ConfirmOrderRequestSchema,
  ConnectStartSchema,
  EntryStateSchema,
  ExitOrderQuerySchema,
  ExitStateSchema,
  GatewayConfigSchema,
  OrderStartSchema,
  RealTradeIdSchema,
  RealTradeQuerySchema,
  TradeActionResultSchema,
  TradeActionsResponseSchema,
  TradeDetailPatchBodySchema,
  TradingOverviewSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { type ActorRule, ANY_USER, type SubjectPart } from '../../http/who-may-act.ts';
import type { BrokerProvider } from '../../providers/broker/broker.provider.ts';
import type { QuoteBook } from '../market/index.ts';
import { setFeatured, tradeOwnerOnly } from '../trades/index.ts';
import { resolveViewer } from '../users/index.ts';
import { confirmBrokerConnect, getBrokerAccount, startBrokerConnect } from './broker-account.service.ts';
import { presentEntryState, presentExitState, presentOrderStart } from './real-trade.presenter.ts';
import { loadOwnedTrade, type RealTradeDeps } from './real-trade.shared.ts';
import { confirmRealTradeEntry, startRealTradeEntry } from './real-trade-entry.service.ts';
import {
  completeRealTradeExit,
  listRealTradeActions,
  startRealTradeExit,
} from './real-trade-exit.service.ts';
import { DISCONNECT_MESSAGES, disconnectBroker, tradingOverview } from './trading.service.ts';

const tags = ['real trades'];
const security = [{ bearerAuth: [] }];

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
  /** A trade's broker orders are its owner's (404 for a trade hidden from the caller, as the services). */
  const tradeOwner = (part: SubjectPart): ActorRule => ({
    who: "the trade's owner",
    subject: [{ in: part, field: 'trade_id', kind: 'trade' }],
    authorize: async (userId, { id }) => {
      await loadOwnedTrade(app.database.db, userId, id);
    },
  });

  /** The trade detail patch's subject: `trade_id` of a real exit's result, or `id` of the featured body. */
  const detailPatchOwner: ActorRule = {
    who: "the trade's owner",
    subject: [
      { in: 'body', field: 'trade_id', kind: 'trade', id: RealTradeIdSchema },
      { in: 'body', field: 'id', kind: 'trade', id: RealTradeIdSchema },
    ],
    dependsOn: ['request_type'],
    authorize: async (userId, { id }, input) => {
      const body = input.body as { request_type?: unknown } | undefined;
      if (body?.request_type === 'featured')
        await tradeOwnerOnly(app.database.db, 'feature', 'body', 'id').authorize(
          userId,
          { kind: 'trade', id },
          input,
        );
      else await loadOwnedTrade(app.database.db, userId, id);
    },
  };

  on(app, BROKER_ENDPOINTS.gateway)(
    {
      schema: {
        tags,
        summary: 'Which gateway the browser opens: its name and SDK script',
        response: { 200: GatewayConfigSchema },
      },
    },
    async () => ({ provider: broker.kind, gateway: broker.gatewayName, sdk_url: broker.sdkUrl }),
  );

  on(app, BROKER_ENDPOINTS.account)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: "The user's linked broker account",
        response: { 200: BrokerAccountSchema },
      },
    },
    async (request) => {
      const account = await getBrokerAccount(app.database.db, request.user!.id);
      return { is_connected: account.isConnected, broker: account.broker };
    },
  );

  on(app, BROKER_ENDPOINTS.disconnect)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: "Forget the user's broker link (409 while a real trade is open)",
        response: { 200: BrokerDisconnectSchema },
      },
    },
    async (request) => {
      await disconnectBroker(app.database.db, request.user!.id);
      return { is_connected: false as const, broker: null, message: DISCONNECT_MESSAGES.disconnected };
    },
  );

  on(app, BROKER_ENDPOINTS.trading)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'The trading section: the broker link, real positions, awaiting and closed trades, orders, totals',
        response: { 200: TradingOverviewSchema },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(app.database.db, request.user!.id);
      return tradingOverview(app.database.db, quotes, viewer!);
    },
  );

  on(app, BROKER_ENDPOINTS.connect)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Start a CONNECT transaction (broker login) to link a broker account',
        response: { 200: ConnectStartSchema },
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

  on(app, BROKER_ENDPOINTS.confirmConnect)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Link the account the CONNECT transaction logged in with (read from the gateway)',
        body: ConfirmConnectRequestSchema,
        response: { 200: BrokerAccountSchema },
      },
    },
    async (request) => {
      const account = await confirmBrokerConnect(brokerDeps, request.user!.id, request.body.transaction_id);
      return { is_connected: account.isConnected, broker: account.broker };
    },
  );

  on(app, BROKER_ENDPOINTS.tradeStart)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwner('query') },
      schema: {
        tags,
        security,
        summary: "Start the broker transaction of the owner's real upcoming trade",
        querystring: RealTradeQuerySchema,
        response: { 200: OrderStartSchema },
      },
    },
    async (request) =>
      presentOrderStart(await startRealTradeEntry(deps, request.user!.id, request.query.trade_id)),
  );

  on(app, BROKER_ENDPOINTS.confirmOrder)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwner('body') },
      schema: {
        tags,
        security,
        summary: 'Settle the entry from the gateway: Active at the fill price, or the trade is deleted',
        body: ConfirmOrderRequestSchema,
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

  on(app, BROKER_ENDPOINTS.tradeActions)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwner('query') },
      schema: {
        tags,
        security,
        summary: 'Broker actions for a real live trade: EXIT, and APPLY_SL / APPLY_TG when reached',
        querystring: RealTradeQuerySchema,
        response: { 200: TradeActionsResponseSchema },
      },
    },
    async (request) => ({
      action_list: await listRealTradeActions(deps, request.user!.id, request.query.trade_id),
    }),
  );

  on(app, BROKER_ENDPOINTS.exitOrder)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwner('query') },
      schema: {
        tags,
        security,
        summary: 'Start the broker transaction that exits a real live trade',
        querystring: ExitOrderQuerySchema,
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

  on(app, BROKER_ENDPOINTS.tradeDetailPatch)(
    {
      onRequest: requireUser,
      config: { whoMayAct: detailPatchOwner },
      schema: {
        tags,
        security,
        summary:
          "The trade detail patch: {id, is_featured, request_type: featured} features or unfeatures the owner's trade; without request_type it settles a real exit from the gateway (Closed at the fill price, or 409 and still Active)",
        body: TradeDetailPatchBodySchema,
        response: {
          200: z.union([TradeActionResultSchema, ExitStateSchema]),
          202: ExitStateSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.body.request_type === 'featured')
        return setFeatured({ db: app.database.db, quotes }, request.user!.id, request.body);
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
