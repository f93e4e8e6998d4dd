import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { CHART_RANGES, type ChartRange } from '@tradecircle/domain';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import type { LiveQuote } from '../../../shared/live/live-quote.ts';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { isIntradayRange } from '../chart-data.ts';
import { type ChartType, useChartType } from '../hooks/use-chart-type.ts';
import { usePriceSeries } from '../hooks/use-security.ts';

// lightweight-charts is most of the security page's code: fetched beside the price history, drawn
// when both are there, so the rest of the page shows without waiting for it.
const PriceChart = lazy(() =>
  withTimeout(import('./price-chart.tsx')).then((module) => ({ default: module.PriceChart })),
);

export const CHART_HEIGHT_PX = 340;

interface PriceChartCardProps {
  securityId: number;
  range: ChartRange;
  onRangeChange: (range: ChartRange) => void;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  /** Ticks move the last bar only while the market is open. */
  quote: LiveQuote | undefined;
  isMarketOpen: boolean;
}

export function PriceChartCard({
  securityId,
  range,
  onRangeChange,
  isExpanded,
  onToggleExpanded,
  quote,
  isMarketOpen,
}: PriceChartCardProps) {
  const [chartType, setChartType] = useChartType();
  const series = usePriceSeries(securityId, range);
  const tickSeconds = quote?.updated_at ? Date.parse(quote.updated_at) / 1000 : Number.NaN;
  const live =
    isMarketOpen && quote && Number.isFinite(tickSeconds)
      ? { price: quote.live_price, epochSeconds: tickSeconds }
      : undefined;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="price-chart-title"
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
      >
        <Typography id="price-chart-title" variant="h6" component="h2">
          Price chart
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={chartType}
            aria-label="Chart type"
            onChange={(_, value: ChartType | null) => value && setChartType(value)}
          >
            <ToggleButton value="area">Area</ToggleButton>
            <ToggleButton value="candlestick">Candlestick</ToggleButton>
          </ToggleButtonGroup>
          <LazyTooltip title={isExpanded ? 'Collapse chart' : 'Expand chart'}>
            <IconButton
              aria-label={isExpanded ? 'Collapse chart' : 'Expand chart'}
              aria-pressed={isExpanded}
              onClick={onToggleExpanded}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {isExpanded ? <CloseFullscreenIcon fontSize="small" /> : <OpenInFullIcon fontSize="small" />}
            </IconButton>
          </LazyTooltip>
        </Stack>
      </Stack>

      <Stack direction="row" role="group" aria-label="Chart range" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        {CHART_RANGES.map((option) => (
          <Chip
            key={option}
            label={option}
            size="small"
            clickable
            aria-pressed={option === range}
            color={option === range ? 'primary' : 'default'}
            variant={option === range ? 'filled' : 'outlined'}
            onClick={() => onRangeChange(option)}
            sx={{ minWidth: 44, fontVariantNumeric: 'tabular-nums' }}
          />
        ))}
      </Stack>

      <Box sx={{ height: CHART_HEIGHT_PX }}>
        {series.isPending ? (
          <Skeleton variant="rounded" height={CHART_HEIGHT_PX} aria-label="Loading chart" />
        ) : series.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => series.refetch()}>
                Retry
              </Button>
            }
          >
            The price history could not be loaded.
          </Alert>
        ) : series.data.length === 0 ? (
          <Alert severity="info">No price history for this range.</Alert>
        ) : (
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT_PX} aria-label="Loading chart" />}
          >
            <PriceChart
              bars={series.data}
              type={chartType}
              intraday={isIntradayRange(range)}
              live={live}
              height={CHART_HEIGHT_PX}
            />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
