import { Box, Paper, Skeleton } from '@mui/material';
import { type CopiedTradeTotals, formatPercent, formatSignedNumber } from '@tradecircle/domain';
import { Figure } from '../../../shared/ui/figure.tsx';
import { Money, signTone } from '../../../shared/ui/money.tsx';
import { COPIED_TRADES_TEXTS as TEXTS } from '../copied-trades-texts.ts';

/** Copies, open and closed, the caller's P&L and the average gap to the experts, over every match. */
export function TotalsStrip({ totals }: { totals: CopiedTradeTotals | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-label={TEXTS.totals} sx={{ p: 2 }}>
      {totals ? (
        <Box sx={gridSx}>
          <Figure label={TEXTS.copies} value={totals.count} />
          <Figure label={TEXTS.open} value={totals.open} />
          <Figure label={TEXTS.closed} value={totals.closed} />
          <Figure
            label={TEXTS.yourPnl}
            value={<Money amount={totals.copy_pl_amount} signed colored />}
            note={
              totals.copy_pl_percent_avg === null
                ? undefined
                : `${formatPercent(totals.copy_pl_percent_avg)} avg.`
            }
          />
          <Figure
            label={TEXTS.averageDifference}
            value={
              <Box component="span" sx={{ color: signTone(totals.difference_avg) }}>
                {totals.difference_avg === null ? '—' : `${formatSignedNumber(totals.difference_avg)} pp`}
              </Box>
            }
            note={TEXTS.comparedOf(totals.compared)}
          />
        </Box>
      ) : (
        <Box sx={gridSx} aria-hidden>
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

// Five across from 768 px; on a phone the three counts share a row, the P&L and the difference take one each.
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  '& > :nth-of-type(n + 4)': { gridColumn: { xs: 'span 3', md: 'auto' } },
} as const;
