import { Box, Paper, Stack, Typography } from '@mui/material';
import {
  formatIndianNumber,
  SMALL_SAMPLE_CALLS,
  STATEMENT_FIGURES,
  STATEMENT_FIGURES_BASIS,
  STATEMENT_PAST_CALLS_NOTE,
  statementFigureText,
  type TradeExportPreview,
} from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { formatSignedRupees, Money } from '../../../shared/ui/money.tsx';
import { callsLabel } from '../../track-record/index.ts';

function Tile({ label, children, detail }: { label: string; children: ReactNode; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {children}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** The totals the statement carries: counts, realised P&L, live P&L, each also net of charges. */
export function ExportTotals({ totals }: { totals: TradeExportPreview['totals'] }) {
  return (
    <Box sx={grid} aria-label="Totals" role="group">
      <Tile label="Trades" detail={`${totals.posted} posted · ${totals.copied} copied`}>
        {formatIndianNumber(totals.trades, 0)}
      </Tile>
      <Tile
        label="Realised P&L"
        detail={`Net of charges ${formatSignedRupees(totals.realised_pl_net)} · ${totals.realised_trades} closed · ${totals.wins} in profit · ${totals.losses} in loss`}
      >
        <Money amount={totals.realised_pl} signed colored />
      </Tile>
      <Tile
        label="Live P&L"
        detail={`Net of charges ${formatSignedRupees(totals.live_pl_net)} · ${totals.live_trades} live, at live prices`}
      >
        <Money amount={totals.live_pl} signed colored />
      </Tile>
      <Tile label="By status" detail={`Buy ${totals.buy} · Sell ${totals.sell}`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {`${totals.upcoming} upcoming · ${totals.live} live · ${totals.closed} closed · ${totals.expired} expired`}
        </Typography>
      </Tile>
    </Box>
  );
}

/** The track record's figures over the period, with the calls behind each and what they rest on. */
export function ExportFigures({ figures }: { figures: TradeExportPreview['figures'] }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Track record over the period
      </Typography>
      <Typography variant="body2">
        {callsLabel(figures.closed_trades)} closed, {figures.trade_wins} in profit
        {figures.small_sample && ` · small sample (fewer than ${SMALL_SAMPLE_CALLS} calls)`}
      </Typography>
      <Box sx={grid}>
        {STATEMENT_FIGURES.map((spec) => (
          <Tile key={spec.key} label={spec.label} detail={callsLabel(figures[spec.key].calls)}>
            {statementFigureText(spec.key, figures[spec.key].value)}
          </Tile>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {STATEMENT_FIGURES_BASIS} {STATEMENT_PAST_CALLS_NOTE}
      </Typography>
    </Stack>
  );
}
