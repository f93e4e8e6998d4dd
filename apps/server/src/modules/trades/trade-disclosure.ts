import { type CallDisclosure, callDisclosure, indiaIsoDate, type Trade } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { findSebiRegistration } from '../users/index.ts';

/**
 * The disclosure block of a call (the domain's callDisclosure): its poster's SEBI registration as
 * recorded now, the position the poster declared on the trade, the standard warnings. The detail,
 * the share page (which reads the detail) and the PDF report all take it from here.
 */
export async function tradeDisclosure(
  db: AppDb,
  trade: Trade,
  now: Date = new Date(),
): Promise<CallDisclosure> {
  return callDisclosure({
    registration: await findSebiRegistration(db, trade.posted_by_id),
    holdsPosition: trade.holds_position,
    symbol: trade.security_symbol,
    today: indiaIsoDate(now),
  });
}
