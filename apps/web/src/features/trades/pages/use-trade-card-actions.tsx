import { TRADE_LOGIN_MESSAGES, type Trade, type TradeFormSecurity } from '@tradecircle/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import type { TradeCardHandlers, TradeViewer } from '../components/trade-card-props.ts';
import type { TradeGroupOption } from '../dialogs/trade-form/form-values.ts';
import { type HandlerName, useTradeActions } from './trade-actions-provider.tsx';

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
 * The trade card's buttons, the same on every list: each hands its press to the TradeActionsProvider
 * above (which loads the dialogs and mutations with the first press). Visitors are sent to login with
 * the spec's messages without loading anything.
 */
export function useTradeCardActions(): {
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  openComposer: (
    mode: 'add' | 'edit' | 'copy',
    from?: { trade?: Trade; security?: TradeFormSecurity; group?: TradeGroupOption },
  ) => void;
  openDetail: (tradeId: number) => void;
} {
  const { viewer, ask } = useTradeActions();
  const navigate = useNavigate();
  // Stable, so a page may open a trade from an effect (?trade_id) without asking again each render.
  const openDetail = useCallback((tradeId: number) => ask((api) => api.openDetail(tradeId)), [ask]);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const toLogin = useCallback((message: string) => {
    notify(message, 'info');
    navigateRef.current(routeTo('login'));
  }, []);

  // The handlers keep their identity from render to render: the cards are memoised on them, and new
  // ones re-rendered every card of a list each time its page rendered.
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
  };
}
