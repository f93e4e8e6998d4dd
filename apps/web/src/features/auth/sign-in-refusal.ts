import { SNACKBAR_MESSAGE_MS } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, notifyFailure, serverMessage } from '../../shared/api/http-errors.ts';

/**
 * The sign-in calls' 403 is the server's word on the account (a suspension: why and until when,
 * issue 30), not a lost session: the calls handle it themselves (SIGN_IN_REFUSALS) and the screen
 * shows the server's message as it is.
 */
export const SIGN_IN_REFUSALS = [403] as const;

/** Shows why a sign-in was refused: the server's message for a 403, the usual handling otherwise. */
export function notifySignInFailure(error: unknown, ms?: number): void {
  if (error instanceof HttpError && error.status === 403) {
    // Long enough to read the reason and the date.
    notify(
      serverMessage(error.body) ?? 'You cannot sign in with this account',
      'error',
      ms ?? SNACKBAR_MESSAGE_MS * 2,
    );
    return;
  }
  notifyFailure(error, ms);
}
