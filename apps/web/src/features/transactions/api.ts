/**
 * The expert's side of payments (docs/api.md "Payments"): transaction history (groups and videos),
 * the payout ledger. The payout account is the payments area's (usePaymentInfo).
 */
import {
  PAYMENT_ENDPOINTS,
  PAYOUT_ENDPOINTS,
  type Transaction,
  type TransactionHistory,
  type TransactionQuery,
  type VideoTransactionHistory,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export type { Transaction, TransactionQuery };

/** `is_account` is false until the expert has saved payout information. */
export type AccountFlag = TransactionHistory['is_account'];

/**
 * A sale of a video or playlist as the spec draws it (groups-and-payments.md §3). The server sends
 * none until the videos issue (its schema leaves the items open), so this shape is the spec's.
 */
export interface VideoTransaction extends Omit<Transaction, 'product' | 'group_detail' | 'report_detail'> {
  subscription_type?: 'video' | 'playlist';
  video?: { title: string } | null;
  playlist?: { name: string } | null;
}

/** The domain's page with its items read as the spec's video sales. */
export type VideoSalesPage = Omit<VideoTransactionHistory, 'transaction_list'> & {
  transaction_list: VideoTransaction[];
};

export function fetchTransactionHistory(query: TransactionQuery, signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.transactionHistory, { query: { ...query }, signal });
}

export async function fetchVideoTransactionHistory(
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<VideoSalesPage> {
  const answer = await call(PAYMENT_ENDPOINTS.videoTransactionHistory, { query: { ...query }, signal });
  // The server's schema leaves the items open (none are sold yet): they are read as the spec's.
  return answer as VideoSalesPage;
}

/** A user who is not an expert may be refused (403): that is not a lost session. */
export function fetchPayoutLedger(signal?: AbortSignal) {
  return call(PAYOUT_ENDPOINTS.payoutLedger, {
    query: { page_number: 1, detail_count: 5 },
    handledStatuses: [403],
    signal,
  });
}
