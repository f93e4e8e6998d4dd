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
  type VideoTransaction,
  type VideoTransactionHistory,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export type { Transaction, TransactionQuery, VideoTransaction };

/** `is_account` is false until the expert has saved payout information. */
export type AccountFlag = TransactionHistory['is_account'];

/** A page of video and playlist sales (§3: subscription_type, video.title, playlist.name). */
export type VideoSalesPage = VideoTransactionHistory;

export function fetchTransactionHistory(query: TransactionQuery, signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.transactionHistory, { query: { ...query }, signal });
}

export function fetchVideoTransactionHistory(query: TransactionQuery, signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.videoTransactionHistory, { query: { ...query }, signal });
}

/** A user who is not an expert may be refused (403): that is not a lost session. */
export function fetchPayoutLedger(signal?: AbortSignal) {
  return call(PAYOUT_ENDPOINTS.payoutLedger, {
    query: { page_number: 1, detail_count: 5 },
    handledStatuses: [403],
    signal,
  });
}
