import { Box, Typography } from '@mui/material';
import {
  formatPercent,
  PNL_LABEL_HINTS,
  type PnlLabel as PnlLabelText,
  pnlLabel,
  type TradeStatus,
} from '@tradecircle/domain';
import { memo } from 'react';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { Money, signTone } from '../../../shared/ui/money.tsx';
import { PriceChange } from '../../../shared/ui/price-change.tsx';
import type { ShownPriceKind, TradeFigures } from './trade-figures.ts';

const PRICE_LABELS: Record<ShownPriceKind, string> = {
  live: 'Live Price',
  exit: 'Exit Price',
  closing: 'Closing Price',
};

/**
 * The live (or exit) price with its move from entry, and the P&L of the trade's lots. Two fixed
 * half-width columns and tabular digits: a tick changes digits, never the layout.
 */
export function TradePricePanel({ status, figures }: { status: TradeStatus; figures: TradeFigures }) {
  const label = pnlLabel(status);
  const { pnl } = figures;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: 2 }}>
      <Box data-testid="trade-price">
        <Typography variant="caption" color="text.secondary">
          {PRICE_LABELS[figures.priceKind]}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Money amount={figures.price} />
        </Typography>
        <Typography component="p" variant="body2">
          <PriceChange change={figures.change} percent={figures.changePercent} minChars={0} />
        </Typography>
      </Box>
      <Box data-testid="trade-pnl" sx={{ textAlign: 'right' }}>
        <PnlLabel label={label} />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Money amount={pnl?.amount} signed colored />
        </Typography>
        <Typography
          component="p"
          variant="body2"
          sx={{ color: signTone(pnl?.percent), fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {pnl ? formatPercent(pnl.percent) : '—'}
        </Typography>
        {figures.netPnl && (
          <Typography
            component="p"
            variant="caption"
            color="text.secondary"
            data-testid="trade-net-pnl"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            Net <Money amount={figures.netPnl.amount} signed /> after charges
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Changes with the status only, so ticks skip its tooltip. */
const PnlLabel = memo(function PnlLabel({ label }: { label: PnlLabelText }) {
  return (
    <LazyTooltip title={PNL_LABEL_HINTS[label]} describeChild>
      <Typography variant="caption" color="text.secondary" tabIndex={0}>
        {label}
      </Typography>
    </LazyTooltip>
  );
});
