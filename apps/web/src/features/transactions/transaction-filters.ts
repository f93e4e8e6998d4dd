/** The transactions page's filters, paging and the query they make (groups-and-payments.md §2, §9). */
import {
  type OrderStatus,
  PAGE_SIZE,
  type TRANSACTION_PAGE_SIZE_OPTIONS,
  TRANSACTION_STATUSES,
} from '@tradecircle/domain';
import type { TransactionQuery } from './api.ts';

/** Empty strings mean "any". Dates are IST calendar dates, YYYY-MM-DD (the date inputs' value). */
export interface TransactionFilters {
  groupId: string;
  status: OrderStatus | '';
  from: string;
  to: string;
}

export const NO_TRANSACTION_FILTERS: TransactionFilters = { groupId: '', status: '', from: '', to: '' };

export type TransactionPageSize = (typeof TRANSACTION_PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_TRANSACTION_PAGE_SIZE: TransactionPageSize = PAGE_SIZE.transactionsDefault;

/** How many page numbers the pagination shows at once (§9). */
export const VISIBLE_PAGE_COUNT = 5;

export const TRANSACTION_STATUS_CHOICES = TRANSACTION_STATUSES.map((status) => ({
  value: status,
  label: transactionStatusLabel(status),
}));

export function transactionStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function hasTransactionFilters(filters: TransactionFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** The call's query; filters left empty are not sent. */
export function transactionQuery(
  filters: TransactionFilters,
  page: number,
  pageSize: TransactionPageSize,
): TransactionQuery {
  const query: TransactionQuery = { page_number: page, detail_count: pageSize };
  if (filters.groupId) query.group_id = Number(filters.groupId);
  if (filters.status) query.status = filters.status;
  if (filters.from) query.start_date = filters.from;
  if (filters.to) query.end_date = filters.to;
  return query;
}

/** The page numbers to show: `count` consecutive pages around `current`, kept within 1..total. */
export function pageWindow(current: number, total: number, count = VISIBLE_PAGE_COUNT): number[] {
  if (total < 1) return [];
  const first = Math.max(1, Math.min(current - Math.floor(count / 2), total - count + 1));
  const last = Math.min(total, first + count - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
