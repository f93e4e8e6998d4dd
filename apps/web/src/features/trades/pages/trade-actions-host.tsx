import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { Trade } from '@tradecircle/domain';
import { lazy, type Ref, use, useImperativeHandle, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { useBrokerAccount, useRealTradeEntry, useRealTradeExit } from '../../broker/index.ts';
import { createTrade } from '../api.ts';
import type { TradeCardHandlers, TradeViewer } from '../components/trade-card-props.ts';
import type { TradeDraft } from '../dialogs/trade-form/form-values.ts';
import { tradeKeys, useDeleteTrade, useExitTrade, useSetTradeFeatured } from '../hooks.ts';
import { useTradePorts } from '../ports.ts';
import { downloadTradeReport } from '../report/download-trade-report.ts';
import type { ComposerRequest, TradeActionsHostApi } from './use-trade-card-actions.tsx';

// The dialogs (forms with react-hook-form and zod, comments) load when first opened, not with the list.
const TradeDetailDialog = lazy(() =>
  withTimeout(import('../detail/trade-detail-dialog.tsx')).then((m) => ({ default: m.TradeDetailDialog })),
);
const TradeComposer = lazy(() =>
  withTimeout(import('../dialogs/trade-composer.tsx')).then((m) => ({ default: m.TradeComposer })),
);
const ExitTradeDialog = lazy(() =>
  withTimeout(import('../dialogs/exit-trade-dialog.tsx')).then((m) => ({ default: m.ExitTradeDialog })),
);
const ShareTradeDialog = lazy(() =>
  withTimeout(import('../dialogs/share-trade-dialog.tsx')).then((m) => ({ default: m.ShareTradeDialog })),
);
const UpdateReasoningDialog = lazy(() =>
  withTimeout(import('../dialogs/update-reasoning-dialog.tsx')).then((m) => ({
    default: m.UpdateReasoningDialog,
  })),
);

type Composer = ComposerRequest | null;
type Confirm = { title: string; text: string; run: () => void } | null;

/**
 * What the trade card's buttons do, loaded with the first button pressed (useTradeCardActions asks,
 * this runs): dialogs for detail, composer (add, edit, copy), a real trade's exit, reasoning,
 * sharing and confirmations, and the mutations behind them. Kept out of the page's first load: the
 * broker flows, the mutations and MUI's Dialog are ~25 kB that no card needs to render.
 */
export function TradeActionsHost({
  ref,
  viewer,
}: {
  /** The card buttons' way in: useTradeCardActions calls these (and runs the presses made while this loaded). */
  ref: Ref<TradeActionsHostApi>;
  viewer: TradeViewer | null;
}) {
  // The groups' and watchlists' parts (ports: trades sits below both), loaded beside this host.
  const { useGroupOptions, bookmarkTrade } = use(useTradePorts().loadActionPorts());
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
  const [exiting, setExiting] = useState<Trade | null>(null);
  // Group visibility once the user has a group of their own (trades.md §2), read when a form opens.
  const groupOptions = useGroupOptions(viewer !== null && composer !== null, composer?.group);

  // For the flows that no trades hook wraps (the real trade's create and broker calls, the watchlist's
  // bookmark); a post, an edit, a delete or new reasoning are refreshed by their hooks, once.
  const refreshTrades = () => queryClient.invalidateQueries({ queryKey: tradeKeys.all });

  const submitReal = async (draft: TradeDraft) => {
    setComposer(null);
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
    // A real position is sold through the exit dialog and the broker; a virtual one closes at the live price.
    onExit: (trade) =>
      trade.is_real
        ? setExiting(trade)
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
    // Visitors never get here: useTradeCardActions sends them to login first.
    onCopy: (trade) => setComposer({ mode: 'copy', trade }),
    onBookmark: async (trade) => {
      if (!viewer) return;
      if (trade.is_trade_saved) return notify('This trade is already in your watchlist', 'info');
      try {
        await bookmarkTrade(String(viewer.userId), trade.id);
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

  useImperativeHandle(ref, () => ({
    run: (name, trade) => void handlers[name]?.(trade),
    openComposer: setComposer,
    openDetail: setDetailId,
  }));

  return (
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
            {...(composer.group ? { group: composer.group } : {})}
            groupsEnabled={groupOptions.groupsEnabled}
            groups={groupOptions.groups}
            onClose={() => setComposer(null)}
            brokerConnected={broker.data?.is_connected ?? false}
            onSubmitReal={(draft) => void submitReal(draft)}
          />
        )}
      </OnceOpened>
      <OnceOpened open={exiting !== null}>
        {exiting && (
          <ExitTradeDialog
            open
            trade={exiting}
            onClose={() => setExiting(null)}
            brokerConnected={broker.data?.is_connected ?? false}
            onExit={({ tradeId, orderType }) => {
              setExiting(null);
              realExit.mutate({ tradeId, action: 'EXIT', orderType }, { onSettled: refreshTrades });
            }}
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
}
