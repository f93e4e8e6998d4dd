import { AppError, badRequest } from '../../http/app-error.ts';
import {
  BrokerGatewayError,
  BrokerUnavailableError,
  type TransactionDetails,
} from '../../providers/broker/broker.provider.ts';

/** A gateway refusal becomes a 400 with its reason; an unreachable gateway a 503. */
export async function callBroker<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BrokerGatewayError) {
      throw badRequest(`The broker refused the request: ${error.message}`);
    }
    if (error instanceof BrokerUnavailableError) {
      throw new AppError('UNAVAILABLE', 'The broker is not reachable, please try again');
    }
    throw error;
  }
}

/** The transaction response without the smallcaseAuthToken, which is a credential. */
export function storableResult(details: TransactionDetails) {
  if (!details.response) return { status: details.status, error: details.error };
  const { smallcaseAuthToken: _token, ...response } = details.response;
  return { status: details.status, error: details.error, response };
}
