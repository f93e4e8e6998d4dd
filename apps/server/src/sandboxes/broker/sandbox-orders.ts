import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { securities } from '../../db/schema/index.ts';
import type { BrokerOrder, OrderBatch, OrderSide } from '../../providers/broker/broker.provider.ts';
import { roundToTick } from '../../providers/market-feed/tick-size.ts';

/** Fills land within ±0.05 % of the live price before tick rounding. */
export const MAX_SLIPPAGE = 0.0005;
/** Options trade on a flat 0.05 grid (integrations.md §7.2). */
const OPTION_TICK_PAISE = 5;

const orderEntry = z.object({
  ticker: z.string().trim().min(1).max(40),
  quantity: z.number().int().positive().max(1_000_000).optional(),
  type: z.enum(['BUY', 'SELL']).optional(),
});

/** orderConfig of a TRANSACTION: quantity and type are optional, but all-or-none across the stocks. */
export const OrderConfigSchema = z
  .object({
    type: z.literal('SECURITIES', { message: 'orderConfig.type must be SECURITIES' }),
    securities: z.array(orderEntry).min(1, 'orderConfig.securities must not be empty').max(50),
  })
  .superRefine((config, context) => {
    for (const field of ['quantity', 'type'] as const) {
      const given = config.securities.filter((entry) => entry[field] !== undefined).length;
      if (given !== 0 && given !== config.securities.length) {
        context.addIssue({
          code: 'custom',
          message: `orderConfig: ${field} must be given for every security or for none`,
        });
      }
    }
  });
export type OrderConfig = z.infer<typeof OrderConfigSchema>;

export type Instrument = {
  securityId: number;
  symbol: string;
  instrumentType: string;
  closePrice: number;
};

/** The sandbox's instrument master: NSE securities that can be ordered (not indices). */
export async function findNseInstruments(db: AppDb, tickers: string[]): Promise<Map<string, Instrument>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .select({
      securityId: securities.id,
      symbol: securities.symbol,
      instrumentType: securities.instrumentType,
      closePrice: securities.closePrice,
    })
    .from(securities)
    .where(
      and(
        eq(securities.exchange, 'NSE'),
        ne(securities.instrumentType, 'INDEX'),
        inArray(securities.symbol, [...new Set(tickers)]),
      ),
    );
  return new Map(rows.map((row) => [row.symbol, { ...row, closePrice: Number(row.closePrice ?? 0) }]));
}

/** Without quantity and type in the orderConfig the sandbox orders one share to buy (real smallcase asks the user). */
export type PlannedOrder = { ticker: string; quantity: number; side: OrderSide; instrument: Instrument };

export function planOrders(config: OrderConfig, instruments: Map<string, Instrument>): PlannedOrder[] {
  return config.securities.map((entry) => {
    const instrument = instruments.get(entry.ticker);
    if (!instrument) throw new Error(`Unknown NSE ticker: ${entry.ticker}`);
    return { ticker: entry.ticker, quantity: entry.quantity ?? 1, side: entry.type ?? 'BUY', instrument };
  });
}

/** Live prices and market hours as the sandbox reads them (the market service fits). */
export type SandboxMarket = {
  getQuote(securityId: number): { livePrice: number } | undefined;
  isMarketOpen(): boolean;
};

export function indicativePrice(market: SandboxMarket, instrument: Instrument): number {
  return market.getQuote(instrument.securityId)?.livePrice ?? instrument.closePrice;
}

/** `price` on the instrument's NSE tick grid: cash and futures by price band, options 0.05. */
export function roundToInstrumentTick(price: number, instrumentType: string): number {
  if (instrumentType === 'CE' || instrumentType === 'PE') {
    const paise = Math.round((price * 100) / OPTION_TICK_PAISE) * OPTION_TICK_PAISE;
    return Math.max(paise, OPTION_TICK_PAISE) / 100;
  }
  return roundToTick(price, 'EQ');
}

/** The live price moved by a slippage in [-MAX_SLIPPAGE, +MAX_SLIPPAGE] (random() in [0, 1)), tick-rounded. */
export function fillPrice(livePrice: number, instrumentType: string, random: () => number): number {
  const slippage = (2 * random() - 1) * MAX_SLIPPAGE;
  return roundToInstrumentTick(livePrice * (1 + slippage), instrumentType);
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const exchangeOrderId = () => `${randomInt(1_000_000_000, 9_999_999_999)}${randomInt(100_000, 999_999)}`;
const rupees = (value: number) => Math.round(value * 100) / 100;

export type BatchOutcome =
  | { kind: 'filled'; prices: number[] }
  | { kind: 'placed_amo' }
  | { kind: 'rejected'; errorCode: string; statusMessage: string };

/** One orderBatch in smallcase's transaction-response shape (integrations.md §2.4). */
export function buildOrderBatch(
  transactionId: string,
  orders: PlannedOrder[],
  outcome: BatchOutcome,
  now: Date,
): OrderBatch {
  const brokerOrders: BrokerOrder[] = orders.map((order, index) => {
    const base = {
      tradingsymbol: order.ticker,
      exchange: 'NSE',
      transactionType: order.side,
      orderType: 'MARKET' as const,
      product: order.instrument.instrumentType === 'EQ' ? 'CNC' : 'NRML',
      quantity: order.quantity,
    };
    if (outcome.kind === 'filled') {
      return {
        ...base,
        filledQuantity: order.quantity,
        averagePrice: outcome.prices[index]!,
        status: 'COMPLETE',
        exchangeOrderId: exchangeOrderId(),
      };
    }
    if (outcome.kind === 'placed_amo') {
      return { ...base, filledQuantity: 0, averagePrice: 0, status: 'PLACED', exchangeOrderId: null };
    }
    return {
      ...base,
      filledQuantity: 0,
      averagePrice: 0,
      status: 'REJECTED',
      exchangeOrderId: null,
      errorCode: outcome.errorCode,
      statusMessage: outcome.statusMessage,
    };
  });
  const amountOf = (side: OrderSide) =>
    rupees(
      brokerOrders
        .filter((order) => order.transactionType === side)
        .reduce((sum, order) => sum + order.filledQuantity * order.averagePrice, 0),
    );
  const quantity = brokerOrders.reduce((sum, order) => sum + order.quantity, 0);
  const filled = brokerOrders.reduce((sum, order) => sum + order.filledQuantity, 0);
  const status = { filled: 'COMPLETED', placed_amo: 'UNFILLED', rejected: 'ERROR' }[outcome.kind];
  return {
    batchId: hex(12),
    transactionId,
    variety: outcome.kind === 'placed_amo' ? 'amo' : 'regular',
    status,
    quantity,
    filled,
    buyAmount: amountOf('BUY'),
    sellAmount: amountOf('SELL'),
    completedDate: outcome.kind === 'placed_amo' ? null : now.toISOString(),
    orders: brokerOrders,
    unplaced: [],
  };
}
