import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import { formatRupees, type Trade } from '@tradecircle/domain';
import type { ReactNode } from 'react';

/** Below this much room per column the facts go two to a row. */
const FACT_COLUMN_MIN_PX = 120;

/**
 * A list of label/value facts laid out in `columns` columns where the card is wide enough, else two:
 * by the card's own width (a container query), not the screen's, so a card in a two-column list or
 * a side column does not cut 'Intermediate' short.
 */
export function TradeFacts({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          [`@container (min-width: ${columns * FACT_COLUMN_MIN_PX}px)`]: {
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          },
          gap: 1.5,
          m: 0,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export function TradeFact({
  label,
  children,
  sx,
}: {
  label: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={sx}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'flex', gap: 0.5 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The entry the expert sent, and under it where a virtual trade's entry filled when that differs
 * (docs/metrics.md "Realistic virtual fills": its P&L runs from the fill).
 */
export function EntryPriceFact({
  trade,
  label,
}: {
  trade: Pick<Trade, 'entry_price' | 'entry_fill_price'>;
  label: string;
}) {
  const fill = trade.entry_fill_price;
  return (
    <TradeFact label={label}>
      {formatRupees(trade.entry_price)}
      {fill !== null && fill !== trade.entry_price && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          title="Where the entry would have filled: the first price that reached it, a market order paying slippage. The P&L runs from here."
          sx={{ display: 'block', fontWeight: 400 }}
        >
          Filled at {formatRupees(fill)}
        </Typography>
      )}
    </TradeFact>
  );
}
