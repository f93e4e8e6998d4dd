import { paiseToRupees } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import { recordPayout } from '../payouts/index.ts';
import { paymentOrders } from './payments.tables.ts';

/**
 * dev/payouts: pays the expert what their successful payments owe them (the sum of their payable
 * amounts, which is their ledger balance), as one payout debit, and moves those orders to
 * 'payout processed'; one transaction, the orders locked.
 */
export async function payOutBalance(db: AppDb, expertUserId: number) {
  return db.transaction(async (tx) => {
    const owed = await tx
      .select({ id: paymentOrders.id, payablePaise: paymentOrders.payablePaise })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.payeeUserId, expertUserId), eq(paymentOrders.status, 'successful')))
      .for('update');
    const amountPaise = owed.reduce((sum, order) => sum + (order.payablePaise ?? 0), 0);
    if (owed.length === 0 || amountPaise <= 0) throw badRequest('Nothing to pay out');
    const now = new Date();
    await recordPayout(tx, {
      expertUserId,
      amountPaise,
      reference: `payout of ${owed.length} payment${owed.length === 1 ? '' : 's'} ${now.toISOString()}`,
    });
    await tx
      .update(paymentOrders)
      .set({ status: 'payout processed', updatedAt: now })
      .where(and(eq(paymentOrders.payeeUserId, expertUserId), eq(paymentOrders.status, 'successful')));
    return { message: 'Payout processed', amount: paiseToRupees(amountPaise), orders: owed.length };
  });
}

/** dev/payouts/settle: the bank settled the processed payouts ('payout processed' → 'payout settled'). */
export async function settlePayouts(db: AppDb, expertUserId: number) {
  const settled = await db
    .update(paymentOrders)
    .set({ status: 'payout settled', updatedAt: new Date() })
    .where(and(eq(paymentOrders.payeeUserId, expertUserId), eq(paymentOrders.status, 'payout processed')))
    .returning({ id: paymentOrders.id });
  if (settled.length === 0) throw badRequest('No processed payouts to settle');
  return { message: 'Payouts settled', orders: settled.length };
}
