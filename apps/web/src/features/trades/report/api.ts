import { TRADE_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

/** The caller's own trades and the trades saved in their trade watchlists, newest first. */
export function fetchTradeReportList(page: number, signal?: AbortSignal) {
  return call(TRADE_ENDPOINTS.tradeReportList, { query: { page }, signal });
}
