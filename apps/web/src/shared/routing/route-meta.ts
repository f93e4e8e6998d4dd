import { APP_NAME } from '@tradecircle/domain';
import { useMatches } from 'react-router';

/** A route's `handle` (app/routes.tsx), read by the guard and the page title. */
export interface RouteMeta {
  /** Page name shown as 'Name | TradeCircle'; absent means the product name alone. */
  title?: string;
  /** Guest routes are open to visitors; the others need a stored, valid login. */
  guest: boolean;
  /** A step of signing in (login, verify OTP, complete profile): a signed-in user is sent on. */
  isSignInStep?: boolean;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'guest' in handle;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteMeta);
}
