import type { AppDb } from '../../db/client.ts';
import { groupFeeOf } from '../groups/index.ts';
import { expertFeeBpsOf } from '../users/index.ts';

/**
 * The platform's fee on one payment, in percent (issue 30, set margin): the group's margin, else its
 * payee's (the expert's), else the global PLATFORM_FEE_PERCENT. Read when the payment succeeds, in
 * the grant's transaction: the margin in force then is the one the payment pays. splitPayment rounds
 * the fee half up to the paisa and gives the payee the rest, so fee + share = amount.
 */
export async function feePercentFor(
  tx: AppDb,
  order: { groupId: number | null; payeeUserId: number },
  globalPercent: number,
): Promise<number> {
  const groupBps = order.groupId === null ? null : ((await groupFeeOf(tx, order.groupId))?.bps ?? null);
  const bps = groupBps ?? (await expertFeeBpsOf(tx, order.payeeUserId));
  return bps === null ? globalPercent : bps / 100;
}
