import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securities } from '../../db/schema/index.ts';
import type { GatewayHoldings } from '../../providers/broker/broker.provider.ts';
import { roundToTick } from '../../providers/market-feed/tick-size.ts';

/** How many equities a sandbox demat account holds. */
const HOLDINGS_PER_ACCOUNT = { min: 6, max: 9 } as const;

/** A stream of numbers in [0, 1) drawn from a seed: the same account always holds the same shares. */
function seededRandom(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

/**
 * The demat holdings of a sandbox account: 6 to 9 NSE equities picked by its smallcaseAuthId, each
 * bought at 75% to 120% of the security's last close (tick-rounded), so a review shows gains and
 * losses. Stable for an account, whatever the day; the time is the import's.
 */
export async function sandboxHoldings(db: AppDb, authId: string, at: Date): Promise<GatewayHoldings> {
  const equities = await db
    .select({ symbol: securities.symbol, closePrice: securities.closePrice })
    .from(securities)
    .where(and(eq(securities.exchange, 'NSE'), eq(securities.instrumentType, 'EQ')))
    .orderBy(asc(securities.symbol));
  const priced = equities.filter((equity) => Number(equity.closePrice ?? 0) > 0);
  const random = seededRandom(authId);
  const span = HOLDINGS_PER_ACCOUNT.max - HOLDINGS_PER_ACCOUNT.min + 1;
  const count = Math.min(priced.length, HOLDINGS_PER_ACCOUNT.min + Math.floor(random() * span));
  const pool = [...priced];
  const held: GatewayHoldings['securities'] = [];
  for (let pick = 0; pick < count; pick++) {
    const [equity] = pool.splice(Math.floor(random() * pool.length), 1);
    const close = Number(equity!.closePrice);
    const quantity = Math.max(1, Math.round((20_000 + random() * 180_000) / close));
    held.push({
      ticker: equity!.symbol,
      exchange: 'NSE',
      quantity,
      averagePrice: roundToTick(close * (0.75 + random() * 0.45), 'EQ'),
    });
  }
  return { securities: held, lastUpdate: at.toISOString() };
}
