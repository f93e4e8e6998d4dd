import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { TRADE_LOGIN_MESSAGES, type Trade, type TradeFormSecurity } from '@tradecircle/domain';
import { lazy, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../api/http-errors.ts';
import { useSession } from '../../../api/use-session.ts';
import { withTimeout } from '../../../app/lazy-page.ts';
import { OnceOpened } from '../../../app/once-opened.tsx';
import { routeTo } from '../../../app/route-names.ts';
import { useBrokerAccount, useRealTradeEntry, useRealTradeExit } from '../../broker/index.ts';
import { bookmarkTrade } from '../../watchlists/api.ts';
import { createTrade } from '../api.ts';
import type { TradeCardHandlers, TradeViewer } from '../components/trade-card-props.ts';
import type { TradeDraft, TradeFormMode } from '../dialogs/trade-form/form-values.ts';
import { tradeKeys, useDeleteTrade, useExitTrade, useSetTradeFeatured } from '../hooks.ts';
import { downloadTradeReport } from '../report/download-trade-report.ts';

// The dialogs (forms with react-hook-form and zod, comments) load when first opened, not with the list.
const TradeDetailDialog = lazy(() =>
  withTimeout(import('../detail/trade-detail-dialog.tsx')).then((m) => ({ default: m.TradeDetailDialog })),
);
const TradeComposer = lazy(() =>
  withTimeout(import('../dialogs/trade-composer.tsx')).then((m) => ({ default: m.TradeComposer })),
);
const ShareTradeDialog = lazy(() =>
  withTimeout(import('../dialogs/share-trade-dialog.tsx')).then((m) => ({ default: m.ShareTradeDialog })),
);
const UpdateReasoningDialog = lazy(() =>
  withTimeout(import('../dialogs/update-reasoning-dialog.tsx')).then((m) => ({
    default: m.UpdateReasoningDialog,
  })),
);

type Composer = { mode: TradeFormMode; trade?: Trade; security?: TradeFormSecurity } | null;
type Confirm = { title: string; text: string; run: () => void } | null;

/**
 * Turns the trade card's buttons into behaviour, the same on every list: dialogs for detail,
 * composer (add, edit, copy, and exit for a real trade), reasoning, sharing and confirmations;
 * visitors are sent to login with the spec's messages. Render `dialogs` once beside the list.
 */
export function useTradeCardActions(): {
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  openComposer: (
    mode: 'add' | 'edit' | 'copy',
    from?: { trade?: Trade; security?: TradeFormSecurity },
  ) => void;
  openDetail: (tradeId: number) => void;
  dialogs: ReactNode;
} {
  const session = useSession();
  const viewer = session.userId ? { userId: Number(session.userId) } : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const featured = useSetTradeFeatured();
  const remove = useDeleteTrade();
  const exit = useExitTrade();
  const realEntry = useRealTradeEntry();
  const realExit = useRealTradeExit();
  const broker = useBrokerAccount();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [composer, setComposer] = useState<Composer>(null);
  const [reasoningFor, setReasoningFor] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [sharing, setSharing] = useState<Trade | null>(null);

  const toLogin = (message: string) => {
    notify(message, 'info');
    navigate(routeTo('login'));
  };
  const refreshTrades = () => queryClient.invalidateQueries({ queryKey: tradeKeys.all });

  const submitReal = async (draft: TradeDraft) => {
    const exiting = composer?.mode === 'exit' ? composer.trade : undefined;
    setComposer(null);
    if (exiting) {
      realExit.mutate(
        { tradeId: exiting.id, action: 'EXIT', orderType: draft.body.order_type },
        { onSettled: refreshTrades },
      );
      return;
    }
    try {
      const trade = await createTrade(draft.body);
      // Any failure of the broker transaction deletes the created trade, silently (trades.md §4).
      await realEntry.mutateAsync(trade.id);
    } catch (failure) {
      if (failure instanceof HttpError)
        notify(serverMessage(failure) ?? 'The trade could not be posted', 'error', 4500);
    } finally {
      await refreshTrades();
    }
  };

  const handlers: TradeCardHandlers = {
    onOpenDetail: (trade) => setDetailId(trade.id),
    onComment: (trade) => setDetailId(trade.id),
    onFeature: (trade) =>
      featured.mutate({ id: trade.id, isFeatured: !trade.is_featured, isFno: !trade.is_equity_trade }),
    onDelete: (trade) =>
      setConfirm({
        title: 'Delete trade',
        text: `Delete this upcoming ${trade.trade_type} trade on ${trade.security_symbol}?`,
        run: () => remove.mutate({ id: trade.id }),
      }),
    onModify: (trade) => setComposer({ mode: 'edit', trade }),
    // A real position is sold through the exit form and the broker; a virtual one closes at the live price.
    onExit: (trade) =>
      trade.is_real
        ? setComposer({ mode: 'exit', trade })
        : setConfirm({
            title: 'Exit trade',
            text: `Exit ${trade.security_symbol} at the live price?`,
            run: () => exit.mutate(trade.id),
          }),
    onApplySl: (trade) =>
      realExit.mutate({ tradeId: trade.id, action: 'APPLY_SL' }, { onSettled: refreshTrades }),
    onApplyTg: (trade) =>
      realExit.mutate({ tradeId: trade.id, action: 'APPLY_TG' }, { onSettled: refreshTrades }),
    onUpdateReasoning: (trade) => setReasoningFor(trade.id),
    onCopy: (trade) => {
      if (!viewer) return toLogin(TRADE_LOGIN_MESSAGES.loginRequired);
      setComposer({ mode: 'copy', trade });
    },
    onBookmark: async (trade) => {
      if (!viewer || !session.userId) return toLogin(TRADE_LOGIN_MESSAGES.loginToFollow);
      if (trade.is_trade_saved) return notify('This trade is already in your watchlist', 'info');
      try {
        await bookmarkTrade(session.userId, trade.id);
        notify('Trade added to your watchlist', 'success');
      } catch (failure) {
        if (failure instanceof HttpError)
          notify(serverMessage(failure) ?? 'Could not add the trade', 'error');
      }
      await refreshTrades();
    },
    onShare: setSharing,
    onDownloadReport: (trade) => void downloadTradeReport(trade),
  };

  const dialogs = (
    <>
      <OnceOpened open={detailId !== null}>
        <TradeDetailDialog
          tradeId={detailId}
          open={detailId !== null}
          onClose={() => setDetailId(null)}
          viewer={viewer}
          {...handlers}
        />
      </OnceOpened>
      <OnceOpened open={composer !== null}>
        {composer && (
          <TradeComposer
            open
            mode={composer.mode}
            {...(composer.trade ? { trade: composer.trade } : {})}
            {...(composer.security ? { security: composer.security } : {})}
            onClose={() => setComposer(null)}
            brokerConnected={broker.data?.is_connected ?? false}
            onSubmitReal={(draft) => void submitReal(draft)}
            onPosted={() => void refreshTrades()}
            onUpdated={() => void refreshTrades()}
          />
        )}
      </OnceOpened>
      <OnceOpened open={sharing !== null}>
        {sharing && <ShareTradeDialog open onClose={() => setSharing(null)} trade={sharing} />}
      </OnceOpened>
      <OnceOpened open={reasoningFor !== null}>
        <UpdateReasoningDialog
          open={reasoningFor !== null}
          tradeId={reasoningFor ?? 0}
          onClose={() => setReasoningFor(null)}
          onUpdated={() => void refreshTrades()}
        />
      </OnceOpened>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="trade-confirm-title">
        <DialogTitle id="trade-confirm-title">{confirm?.title}</DialogTitle>
        <DialogContent>{confirm?.text}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              confirm?.run();
              setConfirm(null);
            }}
          >
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );

  return {
    viewer,
    handlers,
    openComposer: (mode, from = {}) => {
      if (!viewer) return toLogin(TRADE_LOGIN_MESSAGES.loginRequired);
      setComposer({ mode, ...from });
    },
    openDetail: setDetailId,
    dialogs,
  };
}
