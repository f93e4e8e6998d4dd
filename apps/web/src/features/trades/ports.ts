/**
 * What trades needs of the features above it, which depend on trades (groups and watchlists list
 * trade cards): each is a port declared here and implemented by the feature above, and the shell
 * hands the implementations over (app/feature-ports.tsx), as app.ts does for the server's modules.
 * The implementations load with the code that uses them, not with the page.
 */
import { type ComponentType, createContext, useContext } from 'react';
import type { TradeGroupOption } from './dialogs/trade-form/form-values.ts';

export interface TradeGroupOptions {
  /** Group visibility is offered once the user has a group (trades.md §2). */
  groupsEnabled: boolean;
  groups: TradeGroupOption[];
}

/** What TradeActionsHost needs, loaded beside it on the first press of a card's button. */
export interface TradeActionPorts {
  /** The trade form's groups: the user's own groups, read while `enabled` (groups). */
  useGroupOptions: (enabled: boolean, preselected?: TradeGroupOption) => TradeGroupOptions;
  /** Saves a trade into the user's trade watchlist (watchlists). */
  bookmarkTrade: (userId: string, tradeId: number) => Promise<unknown>;
}

/** The props a trade card gives the watchlists' add menu behind its "Follow {symbol}". */
export interface SecurityFollowMenuProps {
  securityId: number;
  isAdded: boolean;
  compactFor: string;
  openOnMount: boolean;
}

export interface TradePorts {
  /** The same promise on every call (React's `use` reads it), so the code loads once. */
  loadActionPorts: () => Promise<TradeActionPorts>;
  /** The watchlists' add menu, a lazy component: it loads when a card's security follow is first pressed. */
  SecurityFollowMenu: ComponentType<SecurityFollowMenuProps>;
}

export const TradePortsContext = createContext<TradePorts | null>(null);

export function useTradePorts(): TradePorts {
  const ports = useContext(TradePortsContext);
  if (!ports) throw new Error('No TradePorts: app/feature-ports.tsx');
  return ports;
}
