/**
 * The expert's side of payments (docs/api.md "Payments"): transaction history (groups and videos),
 * the payout ledger and the read-only payout account.
 */
import type { PageInfo, PaymentInfo, PayoutLedger, TransactionStatus } from '@tradecircle/domain';
import { request } from '../../api/request.ts';

/** One payment to the caller's groups or reports (docs/api.md Shapes "Transaction"). */
export interface Transaction {
  id: number;
  payment_id: string | null;
  order_id: string;
  created: string;
  product: 'group' | 'report';
  group_detail: { id: number; name: string; picture: string | null } | null;
  report_detail: { id: number; stock_name: string } | null;
  member_detail: { id: number; profile: { name: string } };
  membership: { start_date: string; end_date: string; status: string } | null;
  total_price: number;
  fee: number;
  payable_amount: number;
  payment_status: TransactionStatus | 'failed';
}

/** `is_account` is false until the expert has saved payout information. */
export type AccountFlag = false | { acc_info_id: number };

export interface TransactionHistory {
  transaction_history: Transaction[];
  page_info: PageInfo;
  is_account: AccountFlag;
}

/** A sale of a video or playlist (groups-and-payments.md §3); none exist until the videos issue. */
export interface VideoTransaction extends Omit<Transaction, 'product' | 'group_detail' | 'report_detail'> {
  subscription_type?: 'video' | 'playlist';
  video?: { title: string } | null;
  playlist?: { name: string } | null;
}

export interface VideoTransactionHistory {
  transaction_list: VideoTransaction[];
  page_info: PageInfo;
  is_account: AccountFlag;
}

/** transaction-history's query: page, size and the filters (empty ones left out). */
export interface TransactionQuery {
  page_number: number;
  detail_count: number;
  group_id?: number;
  status?: string;
  start_date?: string;
  end_date?: string;
}

export function fetchTransactionHistory(query: TransactionQuery, signal?: AbortSignal) {
  return request<TransactionHistory>('api/transaction-history/', { query: { ...query }, signal });
}

export function fetchVideoTransactionHistory(query: TransactionQuery, signal?: AbortSignal) {
  return request<VideoTransactionHistory>('api/video-transaction-history/', { query: { ...query }, signal });
}

/** A user who is not an expert may be refused (403): that is not a lost session. */
export function fetchPayoutLedger(signal?: AbortSignal) {
  return request<PayoutLedger>('api/payout-ledger/', {
    query: { page_number: 1, detail_count: 5 },
    handledStatuses: [403],
    signal,
  });
}

export function fetchPaymentInfo(signal?: AbortSignal) {
  return request<{ payment_info: PaymentInfo | null }>('api/payment-info/', { signal });
}
