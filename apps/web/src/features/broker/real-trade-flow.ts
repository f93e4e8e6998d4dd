/**
 * The browser's part of real trades (trades.md §4). Entry: trade-start, the broker gateway (amo on),
 * then the server settles the trade from the gateway's own record; any failure deletes the created
 * trade silently. Exit: exit-order, the gateway, then the trade-detail patch with the decoded result;
 * failures come back as a message for a snackbar.
 */
import type { EntryState, ExitState, OrderType, TradeAction } from '@tradecircle/domain';
import { SessionExpiredError } from '../../shared/api/request.ts';
import {
  confirmTradeOrder,
  discardTrade,
  discardTradeOnLeave,
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
  // Until the gateway answers, leaving the page (a refresh, closing the tab, Back out of the app)
  // would strand the trade: it goes with the page. Once the gateway has answered, the order may be
  // with the broker, so the trade stays for the server to settle (the confirm call, or its sweep).
  const stopGuard = discardOnLeave(tradeId);
  try {
    const start = await startTradeOrder(tradeId);
    const gateway = await open({ gateway: start.gateway, authToken: start.auth_token, amo: true });
    await gateway.triggerTransaction({ transactionId: start.resp.transactionId });
    stopGuard();
    const state = await confirmTradeOrder(tradeId, start.resp.transactionId);
    return { ok: true, pending: state.status !== 'Active', state };
  } catch (error) {
    stopGuard();
    // The server already deletes it when it sees the broker's failure; this covers every other one.
    // Without a session there is nobody to delete it for: the request helper has sent the user to sign in.
    if (!(error instanceof SessionExpiredError)) await discardTrade(tradeId).catch(() => undefined);
    return { ok: false };
  }
}

/**
 * Deletes the trade if the page is left (pagehide: reload, close, navigating away) until the returned
 * stop is called. A page kept in the back-forward cache and shown again reloads: its trade is gone,
 * and the gateway it still shows must not place an order for it. The server's sweep is the backstop
 * for a page that dies without pagehide.
 */
function discardOnLeave(tradeId: number): () => void {
  let left = false;
  const onPageHide = () => {
    left = true;
    discardTradeOnLeave(tradeId);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && left) window.location.reload();
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
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
