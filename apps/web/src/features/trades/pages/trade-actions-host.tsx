import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { Trade } from '@tradecircle/domain';
import { lazy, type Ref, use, useImperativeHandle, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { useBrokerAccount } from '../../broker/index.ts';
import { type CopyCheck, useCopySuitabilityCheck } from '../../risk-profile/index.ts';
import { CopySuitabilityDialog } from '../../risk-profile/lazy.ts';
import type { TradeCardHandlers, TradeViewer } from '../components/trade-card-props.ts';
import type { TradeDraft } from '../dialogs/trade-form/form-values.ts';
import {
  useBookmarkTrade,
  useDeleteTrade,
  useExitTrade,
  usePostRealTrade,
  useRealTradeOrder,
  useSetTradeFeatured,
} from '../hooks.ts';
import { useTradePorts } from '../ports.ts';
import { downloadTradeReport } from '../report/download-trade-report.ts';
import type { ComposerRequest, TradeActionsHostApi } from './trade-actions-provider.tsx';

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
/** A copy waiting for the viewer's answer: the call exceeds their risk profile, or they have none. */
type CopyAsk = { trade: Trade; check: CopyCheck } | null;

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
  const featured = useSetTradeFeatured();
  const remove = useDeleteTrade();
  const exit = useExitTrade();
  const postReal = usePostRealTrade();
  const brokerOrder = useRealTradeOrder();
  const bookmark = useBookmarkTrade(bookmarkTrade);
  const broker = useBrokerAccount();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [composer, setComposer] = useState<Composer>(null);
  const [reasoningFor, setReasoningFor] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [sharing, setSharing] = useState<Trade | null>(null);
  const [exiting, setExiting] = useState<Trade | null>(null);
  const [copyAsk, setCopyAsk] = useState<CopyAsk>(null);
  const copyCheck = useCopySuitabilityCheck();
  // Group visibility once the user has a group of their own (trades.md §2), read when a form opens.
  const groupOptions = useGroupOptions(viewer !== null && composer !== null, composer?.group);

  // Each mutation refreshes what it changed, once, in its hook (hooks.ts).
  const submitReal = (draft: TradeDraft) => {
    setComposer(null);
    postReal.mutate(draft.body);
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
    onApplySl: (trade) => brokerOrder.mutate({ tradeId: trade.id, action: 'APPLY_SL' }),
    onApplyTg: (trade) => brokerOrder.mutate({ tradeId: trade.id, action: 'APPLY_TG' }),
    onUpdateReasoning: (trade) => setReasoningFor(trade.id),
    // Visitors never get here: useTradeCardActions sends them to login first. A call beyond the
    // viewer's risk profile (or an F&O call without one) asks first (issue 33).
    onCopy: (trade) =>
      void copyCheck(trade).then((check) =>
        check ? setCopyAsk({ trade, check }) : setComposer({ mode: 'copy', trade }),
      ),
    onBookmark: (trade) => {
      if (!viewer) return;
      if (trade.is_trade_saved) return notify('This trade is already in your watchlist', 'info');
      bookmark.mutate({ userId: viewer.userId, tradeId: trade.id });
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
            onSubmitReal={submitReal}
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
              brokerOrder.mutate({ tradeId, action: 'EXIT', orderType });
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
      <OnceOpened open={copyAsk !== null}>
        <CopySuitabilityDialog
          check={copyAsk?.check ?? null}
          onCancel={() => setCopyAsk(null)}
          onCopy={() => {
            if (copyAsk) setComposer({ mode: 'copy', trade: copyAsk.trade });
            setCopyAsk(null);
          }}
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
