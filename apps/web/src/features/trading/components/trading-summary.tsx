import { Box, Paper } from '@mui/material';
import type { TradingOverview } from '@tradecircle/domain';
import { Figure } from '../../../shared/ui/figure.tsx';
import { formatSignedRupees, Money } from '../../../shared/ui/money.tsx';
import { TRADING_TEXTS } from '../trading-texts.ts';

/** The totals strip: open positions, what they cost, what they are worth, unrealised and realised P&L, each with its net of charges. */
export function TradingSummary({ summary }: { summary: TradingOverview['summary'] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={TRADING_TEXTS.summaryLabel} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <Figure label={TRADING_TEXTS.openPositions} value={summary.open_positions} />
        <Figure label={TRADING_TEXTS.invested} value={<Money amount={summary.invested} />} />
        <Figure label={TRADING_TEXTS.currentValue} value={<Money amount={summary.current_value} />} />
        <Figure
          label={TRADING_TEXTS.unrealised}
          value={<Money amount={summary.unrealised_pl} signed colored />}
          note={TRADING_TEXTS.netOfCharges(formatSignedRupees(summary.unrealised_pl_net))}
        />
        <Figure
          label={TRADING_TEXTS.realised(summary.closed_count)}
          value={<Money amount={summary.realised_pl} signed colored />}
          note={TRADING_TEXTS.netOfCharges(formatSignedRupees(summary.realised_pl_net))}
        />
      </Box>
    </Paper>
  );
}
