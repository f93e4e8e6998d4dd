/**
 * The browser's part of real trades (trades.md §4). Entry: trade-start, the broker gateway (amo on),
 * then the server settles the trade from the gateway's own record; any failure deletes the created
 * trade silently. Exit: exit-order, the gateway, then the trade-detail patch with the decoded result;
 * failures come back as a message for a snackbar.
 */
import type { EntryState, ExitState, OrderType, TradeAction } from '@tradecircle/domain';
import { SessionExpiredError } from '../../api/request.ts';
import {
  confirmTradeOrder,
  discardTrade,
  patchTradeDetail,
  requestExitOrder,
  startTradeOrder,
} from './api.ts';
import { readSmallcaseAuthId } from './auth-token.ts';
import { brokerFailureMessage } from './failure-message.ts';
import { type GatewayFactory, openGateway } from './gateway-sdk.ts';

export type FlowOptions = { openGateway?: GatewayFactory; orderType?: OrderType };

/** pending: an after-market order is placed and the trade stays Upcoming until the broker fills it. */
export type EntryResult = { ok: true; pending: boolean; state: EntryState } | { ok: false };

export async function runRealTradeEntry(tradeId: number, options: FlowOptions = {}): Promise<EntryResult> {
  const open = options.openGateway ?? openGateway;
  try {
    const start = await startTradeOrder(tradeId);
    const gateway = await open({ gateway: start.gateway, authToken: start.auth_token, amo: true });
    await gateway.triggerTransaction({ transactionId: start.resp.transactionId });
    const state = await confirmTradeOrder(tradeId, start.resp.transactionId);
    return { ok: true, pending: state.status !== 'Active', state };
  } catch (error) {
    // The server already deletes it when it sees the broker's failure; this covers every other one.
    // Without a session there is nobody to delete it for: the request helper has sent the user to sign in.
    if (!(error instanceof SessionExpiredError)) await discardTrade(tradeId).catch(() => undefined);
    return { ok: false };
  }
}

/** pending: an after-market exit is placed and the trade stays Live until the broker fills it. */
export type ExitResult =
  | { ok: true; pending: boolean; state: ExitState }
  | { ok: false; message: string | null };

const EXIT_FAILED = 'Could not exit the trade';

export async function runRealTradeExit(
  tradeId: number,
  action: TradeAction,
  options: FlowOptions = {},
): Promise<ExitResult> {
  const open = options.openGateway ?? openGateway;
  try {
    const start = await requestExitOrder(tradeId, action, options.orderType);
    const gateway = await open({ gateway: start.gateway, authToken: start.auth_token, amo: true });
    const result = await gateway.triggerTransaction({ transactionId: start.resp.transactionId });
    const authId = readSmallcaseAuthId(result.smallcaseAuthToken);
    const batchId = result.orderBatches?.[0]?.batchId;
    if (!authId || !batchId) return { ok: false, message: 'The broker did not return the order result' };
    const state = await patchTradeDetail({
      trade_id: tradeId,
      transaction_id: start.resp.transactionId,
      batch_id: batchId,
      auth_id: authId,
      trade_action: action,
    });
    return { ok: true, pending: state.status !== 'Closed', state };
  } catch (error) {
    return { ok: false, message: brokerFailureMessage(error, EXIT_FAILED) };
  }
}
