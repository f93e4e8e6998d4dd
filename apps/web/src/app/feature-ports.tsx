/**
 * The ports lower features declare (trades/ports.ts, payments/ports.ts), implemented by the features
 * above them and handed over here, as the server's app.ts hands over its modules' ports (docs/web.md,
 * "Feature boundaries"). What is not light loads when first used, not with the shell.
 */
import type { ReactNode } from 'react';
import { refreshGroups } from '../features/groups/index.ts';
import { type PaymentPorts, PaymentPortsContext } from '../features/payments/index.ts';
import { type TradeActionPorts, type TradePorts, TradePortsContext } from '../features/trades/index.ts';
import { loadAddToWatchlistMenu } from '../features/watchlists/lazy.ts';
import { lazyNamed, withTimeout } from '../shared/lazy/lazy-page.ts';

let actionPorts: Promise<TradeActionPorts> | undefined;

const TRADE_PORTS: TradePorts = {
  // The same promise on every call (the host reads it with React's `use`); a failed load is retried.
  loadActionPorts: () => {
    actionPorts ??= withTimeout(import('./feature-port-implementations.ts')).catch((error: unknown) => {
      actionPorts = undefined;
      throw error;
    });
    return actionPorts;
  },
  SecurityFollowMenu: lazyNamed(loadAddToWatchlistMenu, 'AddToWatchlistMenu'),
};

// Light (the groups' query keys) and on screen wherever a payment is made.
const PAYMENT_PORTS: PaymentPorts = { refreshGroups };

export function FeaturePorts({ children }: { children: ReactNode }) {
  return (
    <TradePortsContext value={TRADE_PORTS}>
      <PaymentPortsContext value={PAYMENT_PORTS}>{children}</PaymentPortsContext>
    </TradePortsContext>
  );
}
