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

/** One press of a card button (or a page's own call), numbered so the host runs each exactly once. */
export type TradeActionRequest = { seq: number } & (
  | { kind: 'handler'; name: HandlerName; trade: Trade }
  | {
      kind: 'composer';
      mode: TradeFormMode;
      trade?: Trade;
      security?: TradeFormSecurity;
      /** add: post to this group (a group page's Add Trade). */
      group?: TradeGroupOption;
    }
  | { kind: 'detail'; tradeId: number }
);
type WithoutSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;

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
 * The trade card's buttons, the same on every list. Pressing one asks TradeActionsHost, which loads
 * with the first press and does the work (dialogs, mutations, the broker); visitors are sent to login
 * with the spec's messages without loading it. Render `dialogs` once beside the list.
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
  const [request, setRequest] = useState<TradeActionRequest | null>(null);
  const lastSeq = useRef(0);

  const ask = useCallback(
    (next: WithoutSeq<TradeActionRequest>) => {
      // The host's ports load beside the host's own code, not after it.
      void loadActionPorts().catch(() => {});
      lastSeq.current += 1;
      setRequest({ ...next, seq: lastSeq.current } as TradeActionRequest);
    },
    [loadActionPorts],
  );
  // Stable, so a page may open a trade from an effect (?trade_id) without asking again each render.
  const openDetail = useCallback((tradeId: number) => ask({ kind: 'detail', tradeId }), [ask]);
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
            ask({ kind: 'handler', name, trade });
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
      ask({ kind: 'composer', mode, ...from });
    },
    openDetail,
    dialogs: (
      <OnceOpened open={request !== null}>
        <TradeActionsHost request={request} viewer={viewer} />
      </OnceOpened>
    ),
  };
}
