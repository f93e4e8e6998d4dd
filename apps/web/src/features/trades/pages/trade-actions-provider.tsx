import type { Trade, TradeFormSecurity } from '@tradecircle/domain';
import { createContext, lazy, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import type { TradeCardHandlers, TradeViewer } from '../components/trade-card-props.ts';
import type { TradeFormMode, TradeGroupOption } from '../dialogs/trade-form/form-values.ts';
import { useTradePorts } from '../ports.ts';

const TradeActionsHost = lazy(() =>
  withTimeout(import('./trade-actions-host.tsx')).then((m) => ({ default: m.TradeActionsHost })),
);

export type HandlerName = keyof TradeCardHandlers;

/** What the loaded host does: the provider hands it every press once it is mounted. */
export interface TradeActionsHostApi {
  run: (name: HandlerName, trade: Trade) => void;
  openComposer: (composer: ComposerRequest) => void;
  openDetail: (tradeId: number) => void;
}
export type ComposerRequest = {
  mode: TradeFormMode;
  trade?: Trade;
  security?: TradeFormSecurity;
  /** add: post to this group (a group page's Add Trade). */
  group?: TradeGroupOption;
};
type HostCall = (host: TradeActionsHostApi) => void;

/** What the provider gives the lists: the viewer, and a way to hand the host a press. */
type TradeActions = { viewer: TradeViewer | null; ask: (call: HostCall) => void };

const TradeActionsContext = createContext<TradeActions | null>(null);

/**
 * Opens the composer and the detail, and runs the trade card's buttons, for every page below it (the
 * shell mounts it around the routes). The work is done by TradeActionsHost, which loads with the
 * first press: a press made while it loads waits in a queue the host runs as it mounts, later
 * presses call it directly. The host starts afresh on each page (its dialogs close when the page
 * changes, as they did when each page had its own).
 */
export function TradeActionsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const { loadActionPorts } = useTradePorts();
  const [hostWanted, setHostWanted] = useState(false);
  const host = useRef<TradeActionsHostApi | null>(null);
  const waiting = useRef<HostCall[]>([]);

  const ask = useCallback(
    (call: HostCall) => {
      if (host.current) return call(host.current);
      // The host's ports load beside the host's own code, not after it.
      void loadActionPorts().catch(() => {});
      waiting.current.push(call);
      setHostWanted(true);
    },
    [loadActionPorts],
  );
  const hostRef = useCallback((api: TradeActionsHostApi | null) => {
    host.current = api;
    if (!api) return;
    for (const call of waiting.current.splice(0)) call(api);
  }, []);
  const viewer = useMemo(
    () => (session.userId ? { userId: Number(session.userId) } : null),
    [session.userId],
  );
  const actions = useMemo(() => ({ viewer, ask }), [viewer, ask]);

  return (
    <TradeActionsContext value={actions}>
      {children}
      <OnceOpened open={hostWanted}>
        <TradeActionsHost key={pathname} ref={hostRef} viewer={viewer} />
      </OnceOpened>
    </TradeActionsContext>
  );
}

export function useTradeActions(): TradeActions {
  const actions = use(TradeActionsContext);
  if (!actions) throw new Error('useTradeCardActions needs a TradeActionsProvider above it (the root shell)');
  return actions;
}
