import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { GatewayError, toGatewayError } from './gateway-sdk.ts';

const GATEWAY_MESSAGES: Record<string, string> = {
  user_cancelled: 'Cancelled in the broker window',
  transaction_expired: 'The broker session expired, please try again',
  user_mismatch: 'Log in with the broker account linked to TradeCircle',
  market_closed: 'The market is closed',
  no_broker: 'Your broker is not available in the gateway',
  init_sdk: 'The broker window could not be opened, please try again',
};

/**
 * What to tell the user about a failed broker step, for a snackbar: the server's message for a
 * refused call, a sentence for a gateway error. Null when there is nothing to say (the session was
 * lost and the user already went to sign in, or the call was superseded).
 */
export function brokerFailureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof SessionExpiredError || isAbortError(error)) return null;
  if (error instanceof HttpError) return serverMessage(error.body) ?? fallback;
  const gatewayError = error instanceof GatewayError ? error : toGatewayError(error);
  return GATEWAY_MESSAGES[gatewayError.message] ?? fallback;
}
