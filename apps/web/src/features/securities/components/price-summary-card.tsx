import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { formatIndianNumber, formatRupees, type PriceBar } from '@tradecircle/domain';
import type { LiveQuote } from '../../../shared/live/live-quote.ts';
import { highLow } from '../chart-data.ts';

export const FNO_LOT_SIZE_LABEL = 'F&O lot size';

interface PriceSummaryCardProps {
  quote: LiveQuote;
  lotSize: number | null;
  /** 1Y daily bars; the last one is the current day's. */
  yearBars: readonly PriceBar[] | undefined;
}

/** Open and day range from today's bar (ticks refresh the day range), previous close, 52-week range. */
export function PriceSummaryCard({ quote, lotSize, yearBars }: PriceSummaryCardProps) {
  const today = yearBars?.at(-1);
  const yearRange = yearBars ? highLow(yearBars) : null;
  const rows: [string, string | null][] = [
    ['Open', today ? formatRupees(today.open) : null],
    ['Day high', money(quote.day_high ?? today?.high)],
    ['Day low', money(quote.day_low ?? today?.low)],
    ['Previous close', formatRupees(quote.close_price)],
    ['52-week high', money(yearRange?.high)],
    ['52-week low', money(yearRange?.low)],
  ];
  // The contract size of the security's futures and options; equity trades on it are in lots of 1.
  if (lotSize) rows.push([FNO_LOT_SIZE_LABEL, formatIndianNumber(lotSize, 0)]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="price-summary-title"
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Typography id="price-summary-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Price summary
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 1.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value ?? (yearBars ? '—' : <Skeleton width="6ch" />)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function money(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : formatRupees(value);
}
