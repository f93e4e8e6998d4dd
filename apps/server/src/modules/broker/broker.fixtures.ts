/** Test helpers of the broker module (imported by its *.test.ts files only). */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { bearer, type signIn } from '../../../test/auth-helpers.ts';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  type TestContext,
} from '../../../test/support.ts';
import type { AppDb } from '../../db/client.ts';
import { securities, trades } from '../../db/schema/index.ts';
import { type Broker, createBroker, type SandboxMarket } from '../../providers/broker/index.ts';
import type { QuoteBook } from '../market/index.ts';

export type FakeMarket = SandboxMarket &
  QuoteBook & { setPrice(securityId: number, price: number): void; setOpen(isOpen: boolean): void };

/** Live prices the test sets by hand, and a market that is open until told otherwise. */
export function createFakeMarket(): FakeMarket {
  const prices = new Map<number, number>();
  let isOpen = true;
  return {
    getQuote: (securityId) => {
      const price = prices.get(securityId);
      if (price === undefined) return undefined;
      return {
        securityId,
        livePrice: price,
        previousClose: price,
        change: 0,
        changePercent: 0,
        updatedAt: new Date(),
      };
    },
    isMarketOpen: () => isOpen,
    setPrice: (securityId, price) => void prices.set(securityId, price),
    setOpen: (open) => {
      isOpen = open;
    },
  };
}

/** The sandbox gateway's clock: real time plus whatever the test has moved it on. */
export function createTestClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

export type BrokerTestContext = TestContext & {
  market: FakeMarket;
  clock: ReturnType<typeof createTestClock>;
  broker: Broker;
};

/**
 * The app with both broker plugins registered under /backend as app.ts will, on the sandbox
 * provider. random() = 0.5 means no slippage, so fills equal the tick-rounded live price.
 */
export async function createBrokerTestApp(
  options: { random?: () => number; fundsLimit?: number } = {},
): Promise<BrokerTestContext> {
  const market = createFakeMarket();
  const clock = createTestClock();
  const database = await createTestDatabase();
  const broker = await createBroker({
    provider: 'sandbox',
    db: database.db,
    market,
    now: clock.now,
    random: options.random ?? (() => 0.5),
    fundsLimit: options.fundsLimit,
  });
  const ctx = await createTestApp({
    seed: true,
    shared: { database, redisPrefix: randomRedisPrefix() },
    broker: { broker, quotes: market },
  });
  const close = async () => {
    await ctx.close();
    await database.close();
  };
  return { ...ctx, close, market, clock, broker };
}

export type Session = Awaited<ReturnType<typeof signIn>>;

export async function securityId(db: AppDb, symbol: string, exchange: 'NSE' | 'BSE' = 'NSE') {
  const [row] = await db
    .select({ id: securities.id })
    .from(securities)
    .where(and(eq(securities.symbol, symbol), eq(securities.exchange, exchange)));
  if (!row) throw new Error(`No seeded security ${symbol} on ${exchange}`);
  return row.id;
}

/** A trade row as the trades service would create it; expires two days from now. */
export async function insertTrade(
  db: AppDb,
  owner: Session,
  values: {
    securityId: number;
    tradeType?: 'Buy' | 'Sell';
    status?: 'Inactive' | 'Active' | 'Closed' | 'expired';
    isReal?: boolean;
    lots?: number;
    entryPrice: number;
    target: number;
    stopLoss: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(trades)
    .values({
      postedByUserId: owner.user_id,
      postedByProfileId: owner.profile_id!,
      securityId: values.securityId,
      tradeType: values.tradeType ?? 'Buy',
      status: values.status ?? 'Inactive',
      isReal: values.isReal ?? true,
      lots: values.lots ?? 1,
      entryPrice: values.entryPrice,
      firstTarget: values.target,
      firstStopLoss: values.stopLoss,
      finalTarget: values.target,
      targetPrice: values.target,
      stopLoss: values.stopLoss,
      durationId: 1,
      expiresAt: new Date(Date.now() + 2 * 24 * 3600 * 1000),
      liveAt: values.status === 'Active' ? new Date() : null,
    })
    .returning({ id: trades.id });
  return row!.id;
}

export type GatewayIds = { gateway: string; transactionId: string; authToken: string };

/** The calls the sandbox scdk.js modal makes, through HTTP. */
export function sandboxModal(app: FastifyInstance) {
  const post = (step: string, payload: object) =>
    app.inject({ method: 'POST', url: `/backend/sandbox/broker/shim/${step}`, payload });
  return {
    open: (ids: GatewayIds) => post('session', ids),
    login: (ids: GatewayIds, broker: string, clientId: string) => post('login', { ...ids, broker, clientId }),
    confirm: (ids: GatewayIds, amo = true) => post('confirm', { ...ids, amo }),
    cancel: (ids: GatewayIds, stage: 'chooser' | 'login' | 'confirm') => post('cancel', { ...ids, stage }),
  };
}

/** The gateway ids of a trade-start, exit-order or connect answer. */
export function idsOf(answer: {
  gateway: string;
  auth_token: string;
  transactionId?: string;
  resp?: { transactionId: string };
}): GatewayIds {
  return {
    gateway: answer.gateway,
    authToken: answer.auth_token,
    transactionId: answer.resp?.transactionId ?? answer.transactionId!,
  };
}

/** What a user does in the modal for an order: open, log in, Confirm. Answers the transaction response. */
export async function placeInSandbox(app: FastifyInstance, ids: GatewayIds, clientId: string, amo = true) {
  const modal = sandboxModal(app);
  const opened = await modal.open(ids);
  expect(opened.statusCode).toBe(200);
  const login = await modal.login(ids, opened.json().broker ?? 'kite', clientId);
  expect(login.statusCode).toBe(200);
  const confirmed = await modal.confirm(ids, amo);
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().response as {
    smallcaseAuthToken: string;
    broker: string;
    transactionId: string;
    orderBatches: Array<{
      batchId: string;
      variety: string;
      status: string;
      orders: Array<{ status: string; averagePrice: number; quantity: number; transactionType: string }>;
    }>;
  };
}

/** Links a broker account to the user through the connect flow; answers its smallcaseAuthId. */
export async function linkBrokerAccount(
  app: FastifyInstance,
  user: Session,
  clientId: string,
  broker = 'kite',
): Promise<string> {
  const start = await app.inject({
    method: 'POST',
    url: '/backend/api/broker/connect/',
    headers: bearer(user.token.access),
  });
  expect(start.statusCode).toBe(200);
  const ids = idsOf(start.json());
  const modal = sandboxModal(app);
  expect((await modal.open(ids)).statusCode).toBe(200);
  const login = await modal.login(ids, broker, clientId);
  expect(login.statusCode).toBe(200);
  const confirm = await app.inject({
    method: 'POST',
    url: '/backend/api/broker/connect/confirm/',
    headers: bearer(user.token.access),
    payload: { transaction_id: ids.transactionId },
  });
  expect(confirm.statusCode).toBe(200);
  return decodeJwt(login.json().response.smallcaseAuthToken).smallcaseAuthId as string;
}
