import {
  Alert,
  Box,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatIndianNumber,
  type IndicatorReading,
  type IndicatorSignal,
  type PriceBar,
  type TechnicalSummary,
  technicalSummary,
} from '@tradecircle/domain';
import { useMemo } from 'react';
import { TechnicalGauge } from './technical-gauge.tsx';

const SIGNAL_COLOURS: Record<IndicatorSignal, string> = {
  Buy: 'success.main',
  Sell: 'error.main',
  Neutral: 'text.secondary',
};

interface TechnicalCardProps {
  /** 1Y daily bars, oldest first; undefined while loading. */
  yearBars: readonly PriceBar[] | undefined;
  isError: boolean;
}

/** Rating gauge and indicator table computed in the browser from the 1Y daily closes. */
export function TechnicalCard({ yearBars, isError }: TechnicalCardProps) {
  const summary = useMemo(
    () => (yearBars ? technicalSummary(yearBars.map((bar) => bar.close)) : null),
    [yearBars],
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="technicals-title"
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Typography id="technicals-title" variant="h6" component="h2">
        Technical analysis
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Daily closes over one year
      </Typography>
      {isError ? (
        <Alert severity="error">The price history could not be loaded.</Alert>
      ) : summary ? (
        <TechnicalDetails summary={summary} />
      ) : (
        <Skeleton variant="rounded" height={220} aria-label="Loading technical analysis" />
      )}
    </Paper>
  );
}

function TechnicalDetails({ summary }: { summary: TechnicalSummary }) {
  const rows: (IndicatorReading & { note?: string })[] = [
    ...summary.movingAverages,
    { ...summary.rsi, note: summary.rsi.zone ?? undefined },
    summary.macd,
  ];
  return (
    <>
      <TechnicalGauge score={summary.score} rating={summary.rating} />
      <Stack direction="row" sx={{ justifyContent: 'center', gap: 3, mt: 1, mb: 2 }}>
        <Count label="Sell" value={summary.counts.sell} colour="error.main" />
        <Count label="Neutral" value={summary.counts.neutral} colour="text.secondary" />
        <Count label="Buy" value={summary.counts.buy} colour="success.main" />
      </Stack>
      <Table size="small" aria-label="Indicators">
        <TableHead>
          <TableRow>
            <TableCell>Indicator</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell align="right">Signal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.value === null ? '—' : formatIndianNumber(row.value)}
                {row.note && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {row.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ color: SIGNAL_COLOURS[row.signal], fontWeight: 600 }}>
                {row.value === null ? '—' : row.signal}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function Count({ label, value, colour }: { label: string; value: number; colour: string }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography sx={{ color: colour, fontWeight: 700, fontSize: 20 }}>{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
