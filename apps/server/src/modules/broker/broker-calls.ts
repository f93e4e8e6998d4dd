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

/** PostgreSQL unique_violation, wherever the driver or Drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The transaction response without the smallcaseAuthToken, which is a credential. */
export function storableResult(details: TransactionDetails) {
  if (!details.response) return { status: details.status, error: details.error };
  const { smallcaseAuthToken: _token, ...response } = details.response;
  return { status: details.status, error: details.error, response };
}
