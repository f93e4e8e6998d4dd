import { Box, Paper, Stack, Typography } from '@mui/material';
import { TRADE_REASONING_PREVIEW_CHARS, type Trade } from '@tradecircle/domain';
import { memo, useRef } from 'react';
import { ReadMore } from '../../../shared/ui/read-more.tsx';
import { Rule } from '../../../shared/ui/rule.tsx';
import { useIsOnScreen } from '../../../shared/ui/use-is-on-screen.ts';
import { SuitabilityNote } from '../../risk-profile/index.ts';
import { PriceLadderView } from './price-ladder-view.tsx';
import { TradeActions } from './trade-actions.tsx';
import {
  isTradeOwner,
  type ReasoningPreview,
  type TradeCardHandlers,
  type TradeViewer,
} from './trade-card-props.ts';
import { EntryPriceFact, TradeFact, TradeFacts } from './trade-fact.tsx';
import { TradePoster } from './trade-poster.tsx';
import { TradePricePanel } from './trade-price-panel.tsx';
import { TradeSecurityHeading } from './trade-security-heading.tsx';
import { TradeStatusChip } from './trade-status-chip.tsx';
import { TradeTypeChip } from './trade-type-chip.tsx';
import { TradeVisibilityIcon } from './trade-visibility-icon.tsx';
import { useTradeFigures } from './use-trade-figures.ts';

export interface TradeCardProps extends TradeCardHandlers {
  trade: Trade;
  /** The logged-in user, or null for a visitor. */
  viewer: TradeViewer | null;
  /** The reasoning's cut and labels; TRADE_REASONING_PREVIEW_CHARS with Read more by default. */
  reasoningPreview?: ReasoningPreview;
}

/**
 * Off-screen cards skip style and layout (content-visibility), so a tick across a long feed costs
 * only the cards in view; the intrinsic size keeps the scrollbar steady while they are skipped.
 */
const CARD_SX = {
  overflow: 'hidden',
  width: '100%',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
} as const;

/**
 * An equity trade, real or virtual (trades.md §2), live: the price, its move, the ladder and the
 * P&L follow the security's ticks. A new `trade` prop (refetch or patch) brings status changes.
 */
export const TradeCard = memo(function TradeCard({
  trade,
  viewer,
  reasoningPreview,
  ...handlers
}: TradeCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isOnScreen = useIsOnScreen(ref);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="article"
      aria-label={`${trade.trade_type} ${trade.security_symbol} trade`}
      sx={CARD_SX}
    >
      <TradeBanner isReal={trade.is_real} />
      <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <TradeSecurityHeading trade={trade} onOpenDetail={handlers.onOpenDetail} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <TradeVisibilityIcon visibility={trade.visibility} />
            <TradeStatusChip status={trade.status} />
          </Stack>
        </Stack>
        <TradeFacts>
          <TradeFact label="Trade Type">
            <TradeTypeChip tradeType={trade.trade_type} />
          </TradeFact>
          <EntryPriceFact trade={trade} label="Entry Price" />
          <TradeFact label="Lots">{trade.lots}</TradeFact>
          <TradeFact label="Duration">{trade.duration_name}</TradeFact>
        </TradeFacts>
        {viewer && !isTradeOwner(trade, viewer) && <SuitabilityNote trade={trade} />}
        <TradeLiveFigures trade={trade} isPaused={!isOnScreen} />
        {trade.reasoning.content && (
          <ReadMore
            text={trade.reasoning.content}
            limit={reasoningPreview?.limit ?? TRADE_REASONING_PREVIEW_CHARS}
            {...(reasoningPreview
              ? { moreLabel: reasoningPreview.moreLabel, lessLabel: reasoningPreview.lessLabel }
              : {})}
          />
        )}
        <TradePoster trade={trade} />
        <Rule />
        <TradeActions trade={trade} viewer={viewer} {...handlers} />
      </Stack>
    </Paper>
  );
});

/**
 * The part of the card a tick changes: the ladder and the price panel. Only this re-renders on each
 * tick of the security, and only while on screen; the rest of the card (heading, facts, poster,
 * actions) renders once per trade.
 */
const TradeLiveFigures = memo(function TradeLiveFigures({
  trade,
  isPaused,
}: {
  trade: Trade;
  isPaused: boolean;
}) {
  const figures = useTradeFigures(trade, isPaused);
  return (
    <>
      <PriceLadderView ladder={figures.ladder} />
      <TradePricePanel status={trade.status} figures={figures} />
    </>
  );
});

function TradeBanner({ isReal }: { isReal: boolean }) {
  return (
    <Box
      sx={{
        px: 2,
        py: 0.5,
        bgcolor: isReal ? 'primary.main' : 'grey.100',
        color: isReal ? 'primary.contrastText' : 'text.secondary',
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 800, letterSpacing: '0.08em' }}>
        {isReal ? 'REAL TRADE' : 'VIRTUAL TRADE'}
      </Typography>
    </Box>
  );
}
