import { TRADE_LOGIN_MESSAGES, type Trade, type TradeFormSecurity } from '@tradecircle/domain';
import { lazy, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useSession } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../../shared/routing/route-names.ts';
import type { TradeCardHandlers, TradeViewer } from '../components/trade-card-props.ts';
import type { TradeFormMode, TradeGroupOption } from '../dialogs/trade-form/form-values.ts';
import { useTradePorts } from '../ports.ts';

const TradeActionsHost = lazy(() =>
  withTimeout(import('./trade-actions-host.tsx')).then((m) => ({ default: m.TradeActionsHost })),
);

type HandlerName = keyof TradeCardHandlers;

/** What the loaded host does: the list's buttons call these directly once it is mounted. */
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

/** Every button a card may show: a card hides a button whose handler is missing, so all are given. */
const HANDLER_NAMES: readonly HandlerName[] = [
  'onOpenDetail',
  'onComment',
  'onFeature',
  'onDelete',
  'onModify',
  'onExit',
  'onApplySl',
  'onApplyTg',
  'onUpdateReasoning',
  'onCopy',
  'onBookmark',
  'onShare',
  'onDownloadReport',
];

/** The buttons a visitor may not use, with the spec's message for each. */
const LOGIN_NEEDED: Partial<Record<HandlerName, string>> = {
  onCopy: TRADE_LOGIN_MESSAGES.loginRequired,
  onBookmark: TRADE_LOGIN_MESSAGES.loginToFollow,
};

/**
 * The trade card's buttons, the same on every list. Pressing one calls TradeActionsHost, which loads
 * with the first press and does the work (dialogs, mutations, the broker): a press made while it loads
 * waits in a queue that the host runs as it mounts (its ref), later presses call it directly. Visitors
 * are sent to login with the spec's messages without loading it. Render `dialogs` once beside the list.
 */
export function useTradeCardActions(): {
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  openComposer: (
    mode: 'add' | 'edit' | 'copy',
    from?: { trade?: Trade; security?: TradeFormSecurity; group?: TradeGroupOption },
  ) => void;
  openDetail: (tradeId: number) => void;
  dialogs: ReactNode;
} {
  const session = useSession();
  const navigate = useNavigate();
  const { loadActionPorts } = useTradePorts();
  const [hostWanted, setHostWanted] = useState(false);
  const host = useRef<TradeActionsHostApi | null>(null);
  // Presses made before the host has loaded, run in order as it mounts.
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
    const calls = waiting.current.splice(0);
    for (const call of calls) call(api);
  }, []);
  // Stable, so a page may open a trade from an effect (?trade_id) without asking again each render.
  const openDetail = useCallback((tradeId: number) => ask((api) => api.openDetail(tradeId)), [ask]);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const toLogin = useCallback((message: string) => {
    notify(message, 'info');
    navigateRef.current(routeTo('login'));
  }, []);

  // The viewer and handlers keep their identity from render to render: the cards are memoised on
  // them, and new ones re-rendered every card of a list each time its page rendered.
  const viewer = useMemo(
    () => (session.userId ? { userId: Number(session.userId) } : null),
    [session.userId],
  );
  const handlers = useMemo(
    (): TradeCardHandlers =>
      Object.fromEntries(
        HANDLER_NAMES.map((name) => [
          name,
          (trade: Trade) => {
            const loginMessage = LOGIN_NEEDED[name];
            if (!viewer && loginMessage) return toLogin(loginMessage);
            ask((api) => api.run(name, trade));
          },
        ]),
      ),
    [viewer, ask, toLogin],
  );

  return {
    viewer,
    handlers,
    openComposer: (mode, from = {}) => {
      if (!viewer) return toLogin(TRADE_LOGIN_MESSAGES.loginRequired);
      ask((api) => api.openComposer({ mode, ...from }));
    },
    openDetail,
    dialogs: (
      <OnceOpened open={hostWanted}>
        <TradeActionsHost ref={hostRef} viewer={viewer} />
      </OnceOpened>
    ),
  };
}
