import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  type FigureBasis,
  indiaIsoDate,
  KPI_PERIOD_CHOICES,
  PERFORMANCE_VERIFICATION_LABELS,
  performanceDisplay,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { useHasBeenOnScreen } from '../../../shared/ui/use-is-on-screen.ts';
import { PAST_RESULTS_NOTE, WINDOW_TEXT } from '../figure-window.ts';
import { shortHash, toEquityPoints } from '../format.ts';
import { useClaimedVersusAchievable, useRecordFollowsLiveCloses, useTrackRecordFigures } from '../hooks.ts';
import { trackRecordPath } from '../paths.ts';
import { ClaimedVersusAchievable } from './claimed-vs-achievable.tsx';
import { FigureTiles, TILE_GAP_PX, TILE_HEIGHT_PX } from './figure-tiles.tsx';
import { PerformanceVerificationChip } from './performance-verification-chip.tsx';
import { SmallSampleChip } from './small-sample-chip.tsx';

// lightweight-charts is fetched only when a curve is to be drawn, never with the profile's first script.
const EquityCurveChart = lazy(() =>
  withTimeout(import('./equity-curve-chart.tsx')).then((module) => ({ default: module.EquityCurveChart })),
);

// Beside the tiles' three rows on a wide screen; under them, shorter, on a phone.
const CHART_HEIGHT = { xs: 220, lg: 3 * TILE_HEIGHT_PX + 2 * TILE_GAP_PX };

const BASIS_NOTE: Record<FigureBasis, string> = {
  gross: 'Results from entry to exit, before charges.',
  net: 'Results after the charges a contract note would show for each call: ₹20 an order brokerage, STT, exchange and SEBI fees, GST and stamp duty.',
};

/**
 * A profile's Track record: the expert's figures for a period, the equity curve, and where they come
 * from (the record's size and head, with a link to the public record and its verifier). Laid out at
 * its full height from the first render, skeletons in place, so the trades under it do not move.
 */
export function TrackRecordPanel({ userId, hidden = false }: { userId: number; hidden?: boolean }) {
  const [period, setPeriod] = useState<TrackRecordPeriod>('All');
  const [basis, setBasis] = useState<FigureBasis>('gross');
  const query = useTrackRecordFigures(userId, period, basis);
  const compared = useClaimedVersusAchievable(userId, period);
  useRecordFollowsLiveCloses(userId);
  const data = query.data;
  const points = useMemo(() => toEquityPoints(data?.equity_curve ?? []), [data]);
  const figures = data?.figures;
  // The chart library is fetched and drawn only once the curve's place is near the screen (on a
  // phone it sits under the figures).
  const chartBox = useRef<HTMLDivElement>(null);
  const chartSeen = useHasBeenOnScreen(chartBox);
  const isEmpty = figures?.closed_trades === 0;
  // SEBI's advertisement code: from PARRVA_REQUIRED_FROM only PaRRVA-verified figures are shown.
  const display = data ? performanceDisplay(data.performance_verification, indiaIsoDate(Date.now())) : null;

  return (
    <Box hidden={hidden}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="track-record-title"
        aria-busy={query.isFetching}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography id="track-record-title" variant="h6" component="h2">
              Track record
            </Typography>
            {figures?.small_sample && !isEmpty && display !== 'hidden' && <SmallSampleChip />}
            {data && display && display !== 'hidden' && (
              <PerformanceVerificationChip verification={data.performance_verification} display={display} />
            )}
          </Stack>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            aria-label="Period"
            onChange={(_, value: TrackRecordPeriod | null) => value && setPeriod(value)}
          >
            {KPI_PERIOD_CHOICES.map((option) => (
              <ToggleButton key={option} value={option} sx={{ px: 1.25, fontVariantNumeric: 'tabular-nums' }}>
                {option}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1, mb: 2 }}
        >
          <Typography variant="body2" color="text.secondary">
            {WINDOW_TEXT[period]}. {PAST_RESULTS_NOTE} {BASIS_NOTE[basis]}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={basis}
            aria-label="Results"
            onChange={(_, value: FigureBasis | null) => value && setBasis(value)}
            sx={{ flexShrink: 0 }}
          >
            <ToggleButton value="gross" sx={{ px: 1.25 }}>
              Gross
            </ToggleButton>
            <ToggleButton value="net" sx={{ px: 1.25 }}>
              Net of charges
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>

        {query.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load the track record.
          </Alert>
        ) : display === 'hidden' ? (
          <Alert severity="info">{PERFORMANCE_VERIFICATION_LABELS.hidden}</Alert>
        ) : (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
                gap: 2,
                opacity: query.isPlaceholderData ? 0.6 : 1,
                transition: 'opacity 150ms',
              }}
            >
              <FigureTiles figures={figures} />
              <Box ref={chartBox} sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
                {!data ? (
                  <Skeleton
                    variant="rounded"
                    height="100%"
                    role="progressbar"
                    aria-label="Loading equity curve"
                  />
                ) : isEmpty ? (
                  <Stack
                    sx={{
                      height: '100%',
                      alignItems: 'center',
                      justifyContent: 'center',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      borderStyle: 'dashed',
                    }}
                  >
                    <Typography color="text.secondary">No closed calls in this period yet.</Typography>
                  </Stack>
                ) : (
                  <Box
                    role="img"
                    aria-label={`Equity curve: cumulative return after each of ${figures?.closed_trades} closed calls`}
                    sx={{ height: '100%' }}
                  >
                    {chartSeen ? (
                      <Suspense
                        fallback={
                          <Skeleton
                            variant="rounded"
                            height="100%"
                            role="progressbar"
                            aria-label="Loading equity curve"
                          />
                        }
                      >
                        <EquityCurveChart points={points} />
                      </Suspense>
                    ) : (
                      <Skeleton
                        variant="rounded"
                        height="100%"
                        role="progressbar"
                        aria-label="Loading equity curve"
                      />
                    )}
                  </Box>
                )}
              </Box>
            </Box>
            {!isEmpty && (
              <Box sx={{ mt: 2 }}>
                <ClaimedVersusAchievable compared={compared.data} basis={basis} isError={compared.isError} />
              </Box>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', gap: 0.5, mt: 2, minHeight: 24 }}
            >
              {/* Two lines kept on a phone, where the head wraps under the count: no shift when it arrives. */}
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: { sm: 'center' }, minHeight: { xs: '3.32em', sm: 0 } }}
              >
                {data ? (
                  <>
                    Computed from {data.count} record entries · head{' '}
                    <Box
                      component="span"
                      title={data.head_hash}
                      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                    >
                      {shortHash(data.head_hash)}
                    </Box>
                  </>
                ) : (
                  <Skeleton width={260} sx={{ display: 'inline-block' }} />
                )}
              </Typography>
              <Link component={RouterLink} to={trackRecordPath(userId)} variant="body2">
                Public record and verifier
              </Link>
            </Stack>
          </>
        )}
      </Paper>
    </Box>
  );
}
