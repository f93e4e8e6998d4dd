import {
  type OrderStatus,
  paiseToRupees,
  type Transaction,
  type TransactionHistory,
  type TransactionQuery,
} from '@tradecircle/domain';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { groupJoin, pageInfo } from '../groups/index.ts';
import { payoutSummariesOf } from '../payouts/index.ts';
import { reportForSale } from '../reports/index.ts';
import { profileJoin } from '../users/index.ts';
import { groupSubscriptions, paymentOrders } from './payments.tables.ts';

const DAY_MS = 86_400_000;
/** A day of the filters is a day in India. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

function filtersOf(payeeUserId: number, query: TransactionQuery): SQL[] {
  const filters: SQL[] = [eq(paymentOrders.payeeUserId, payeeUserId)];
  if (query.group_id !== undefined) filters.push(eq(paymentOrders.groupId, query.group_id));
  if (query.status !== undefined) filters.push(eq(paymentOrders.status, query.status));
  if (query.start_date) filters.push(gte(paymentOrders.createdAt, istMidnight(query.start_date)));
  if (query.end_date) {
    filters.push(lt(paymentOrders.createdAt, new Date(istMidnight(query.end_date).getTime() + DAY_MS)));
  }
  return filters;
}

/** The caller's account info (payout information) for the Account Info button, or false. */
async function accountOf(db: AppDb, userId: number): Promise<false | { acc_info_id: number }> {
  const summary = (await payoutSummariesOf(db, [userId])).get(userId);
  return summary ? { acc_info_id: summary.id } : false;
}

/**
 * transaction-history: payments to the caller's groups and reports, newest first, with the
 * platform fee and the caller's payable share; filters by group, status and days (India time).
 */
export async function transactionHistory(
  db: AppDb,
  payeeUserId: number,
  query: TransactionQuery,
): Promise<TransactionHistory> {
  const where = and(...filtersOf(payeeUserId, query));
  const size = query.detail_count;
  const [rows, [counted], account] = await Promise.all([
    db
      .select({
        order: paymentOrders,
        groupName: groupJoin.name,
        groupPicture: groupJoin.picture,
        memberName: profileJoin.name,
        subscription: {
          startDate: groupSubscriptions.startDate,
          endDate: groupSubscriptions.endDate,
          status: groupSubscriptions.status,
        },
      })
      .from(paymentOrders)
      .leftJoin(groupJoin.table, eq(groupJoin.id, paymentOrders.groupId))
      .leftJoin(profileJoin.table, eq(profileJoin.userId, paymentOrders.userId))
      .leftJoin(groupSubscriptions, eq(groupSubscriptions.paymentOrderId, paymentOrders.id))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(size)
      .offset((query.page_number - 1) * size),
    db.select({ n: count() }).from(paymentOrders).where(where),
    accountOf(db, payeeUserId),
  ]);
  const reportIds = [
    ...new Set(rows.flatMap((row) => (row.order.reportId === null ? [] : [row.order.reportId]))),
  ];
  const reports = new Map(
    await Promise.all(reportIds.map(async (id) => [id, await reportForSale(db, id)] as const)),
  );
  const now = new Date();
  const transactions: Transaction[] = rows.map(
    ({ order, groupName, groupPicture, memberName, subscription }) => {
      const report = order.reportId === null ? undefined : reports.get(order.reportId);
      return {
        id: order.id,
        payment_id: order.providerPaymentId,
        order_id: order.providerOrderId,
        created: order.createdAt.toISOString(),
        product: order.product === 'report' ? 'report' : 'group',
        group_detail:
          order.groupId !== null && groupName !== null
            ? { id: order.groupId, name: groupName, picture: groupPicture }
            : null,
        report_detail: report ? { id: report.id, stock_name: report.stockName } : null,
        member_detail: { id: order.userId, profile: { name: memberName ?? '' } },
        membership: subscription
          ? {
              start_date: subscription.startDate.toISOString(),
              end_date: subscription.endDate.toISOString(),
              status: subscription.status === 'Active' && subscription.endDate > now ? 'Active' : 'Expired',
            }
          : null,
        total_price: paiseToRupees(order.amountPaise),
        fee: order.feePaise === null ? null : paiseToRupees(order.feePaise),
        payable_amount: order.payablePaise === null ? null : paiseToRupees(order.payablePaise),
        payment_status: order.status as OrderStatus,
      };
    },
  );
  return {
    transaction_history: transactions,
    page_info: pageInfo(query.page_number, size, counted?.n ?? 0),
    is_account: account,
  };
}

/** video-transaction-history: no video sales exist yet, so an honest empty page. */
export async function videoTransactionHistory(db: AppDb, payeeUserId: number, query: TransactionQuery) {
  return {
    transaction_list: [],
    page_info: pageInfo(query.page_number, query.detail_count, 0),
    is_account: await accountOf(db, payeeUserId),
  };
}
