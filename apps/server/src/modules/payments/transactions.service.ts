import {
  type OrderStatus,
  paiseToRupees,
  type Transaction,
  type TransactionHistory,
  type TransactionQuery,
  type VideoTransaction,
  type VideoTransactionHistory,
} from '@tradecircle/domain';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { groupJoin, pageInfo } from '../groups/index.ts';
import { payoutSummariesOf } from '../payouts/index.ts';
import { reportForSale } from '../reports/index.ts';
import { profileJoin } from '../users/index.ts';
import { videoProductNames } from '../videos/index.ts';
import { webinarTitles } from '../webinars/index.ts';
import { groupSubscriptions, paymentOrders } from './payments.tables.ts';

const DAY_MS = 86_400_000;
/** A day of the filters is a day in India. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The Groups tab's products (with reports and webinars); the Videos tab has the rest. */
const GROUPS_TAB_PRODUCTS = ['group', 'report', 'webinar'];
const VIDEOS_TAB_PRODUCTS = ['video', 'playlist'];

function filtersOf(payeeUserId: number, query: TransactionQuery, products: string[]): SQL[] {
  const filters: SQL[] = [
    eq(paymentOrders.payeeUserId, payeeUserId),
    inArray(paymentOrders.product, products),
  ];
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

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * transaction-history: payments to the caller's groups, reports and webinars, newest first, with the
 * platform fee and the caller's payable share; filters by group, status and days (India time).
 */
export async function transactionHistory(
  db: AppDb,
  payeeUserId: number,
  query: TransactionQuery,
): Promise<TransactionHistory> {
  const where = and(...filtersOf(payeeUserId, query, GROUPS_TAB_PRODUCTS));
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
  const [reports, webinars] = await Promise.all([
    Promise.all(reportIds.map(async (id) => [id, await reportForSale(db, id)] as const)).then(
      (entries) => new Map(entries),
    ),
    webinarTitles(db, unique(rows.map((row) => row.order.webinarId))),
  ]);
  const now = new Date();
  const transactions: Transaction[] = rows.map(
    ({ order, groupName, groupPicture, memberName, subscription }) => {
      const report = order.reportId === null ? undefined : reports.get(order.reportId);
      return {
        id: order.id,
        payment_id: order.providerPaymentId,
        order_id: order.providerOrderId,
        created: order.createdAt.toISOString(),
        product: order.product === 'report' || order.product === 'webinar' ? order.product : 'group',
        group_detail:
          order.groupId !== null && groupName !== null
            ? { id: order.groupId, name: groupName, picture: groupPicture }
            : null,
        report_detail: report ? { id: report.id, stock_name: report.stockName } : null,
        webinar_detail:
          order.webinarId !== null && webinars.has(order.webinarId)
            ? { id: order.webinarId, title: webinars.get(order.webinarId)! }
            : null,
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

/**
 * video-transaction-history: sales of the caller's videos and playlists, newest first, with the
 * platform fee and the caller's share; filters by status and days as the groups' (group_id does not
 * apply). Each is bought for good: no membership window.
 */
export async function videoTransactionHistory(
  db: AppDb,
  payeeUserId: number,
  query: TransactionQuery,
): Promise<VideoTransactionHistory> {
  const where = and(...filtersOf(payeeUserId, { ...query, group_id: undefined }, VIDEOS_TAB_PRODUCTS));
  const size = query.detail_count;
  const [rows, [counted], account] = await Promise.all([
    db
      .select({ order: paymentOrders, memberName: profileJoin.name })
      .from(paymentOrders)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, paymentOrders.userId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(size)
      .offset((query.page_number - 1) * size),
    db.select({ n: count() }).from(paymentOrders).where(where),
    accountOf(db, payeeUserId),
  ]);
  const names = await videoProductNames(db, {
    videoIds: unique(rows.map((row) => row.order.videoId)),
    playlistIds: unique(rows.map((row) => row.order.playlistId)),
  });
  const transactions: VideoTransaction[] = rows.map(({ order, memberName }) => {
    const video = order.videoId === null ? undefined : names.videos.get(order.videoId);
    const playlist = order.playlistId === null ? undefined : names.playlists.get(order.playlistId);
    return {
      id: order.id,
      payment_id: order.providerPaymentId,
      order_id: order.providerOrderId,
      created: order.createdAt.toISOString(),
      subscription_type: order.product === 'playlist' ? 'playlist' : 'video',
      video: video && order.videoId !== null ? { id: order.videoId, title: video.title } : null,
      playlist: playlist && order.playlistId !== null ? { id: order.playlistId, name: playlist.title } : null,
      member_detail: { id: order.userId, profile: { name: memberName ?? '' } },
      total_price: paiseToRupees(order.amountPaise),
      fee: order.feePaise === null ? null : paiseToRupees(order.feePaise),
      payable_amount: order.payablePaise === null ? null : paiseToRupees(order.payablePaise),
      payment_status: order.status as OrderStatus,
    };
  });
  return {
    transaction_list: transactions,
    page_info: pageInfo(query.page_number, size, counted?.n ?? 0),
    is_account: account,
  };
}
