import { Box, Paper } from '@mui/material';
import { formatRupees, type TradingOverview } from '@tradecircle/domain';
import { Figure } from '../../../shared/ui/figure.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { TRADING_TEXTS } from '../trading-texts.ts';

const signedRupees = (amount: number) => `${amount > 0 ? '+' : ''}${formatRupees(amount)}`;

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
          note={TRADING_TEXTS.netOfCharges(signedRupees(summary.unrealised_pl_net))}
        />
        <Figure
          label={TRADING_TEXTS.realised(summary.closed_count)}
          value={<Money amount={summary.realised_pl} signed colored />}
          note={TRADING_TEXTS.netOfCharges(signedRupees(summary.realised_pl_net))}
        />
      </Box>
    </Paper>
  );
}
