import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { formatTradeTime } from '@tradecircle/domain';
import { useMemo } from 'react';
import { useSectorHeatmap } from '../api.ts';
import { changeColour, HEATMAP_FULL_COLOUR_PERCENT } from '../heatmap-layout.ts';
import { MARKETS_TEXTS } from '../markets-texts.ts';
import { HEATMAP_HEIGHT, HeatmapTreemap } from './heatmap-treemap.tsx';
import { LoadFailed, MarketsCard } from './markets-card.tsx';

/** Sector heatmap card: our securities by sector, sized by market cap, coloured by today's change. */
export function SectorHeatmap() {
  const heatmap = useSectorHeatmap();
  // Memoised: a new array would make the treemap lay out again.
  const sectors = useMemo(
    () => heatmap.data?.sectors.filter((sector) => sector.securities.length > 0) ?? [],
    [heatmap.data],
  );
  return (
    <MarketsCard
      title={MARKETS_TEXTS.heatmap}
      aside={
        heatmap.data && (
          <Typography variant="caption" color="text.secondary">
            As of {formatTradeTime(heatmap.data.as_of)}
          </Typography>
        )
      }
    >
      {heatmap.isPending ? (
        <Skeleton
          variant="rounded"
          role="status"
          aria-label={`Loading ${MARKETS_TEXTS.heatmap}`}
          sx={{ height: { xs: HEATMAP_HEIGHT.phone, md: HEATMAP_HEIGHT.desktop } }}
        />
      ) : heatmap.isError ? (
        <LoadFailed text={MARKETS_TEXTS.heatmapFailed} onRetry={() => void heatmap.refetch()} />
      ) : sectors.length === 0 ? (
        <Typography color="text.secondary">{MARKETS_TEXTS.heatmapEmpty}</Typography>
      ) : (
        <>
          <HeatmapTreemap sectors={sectors} />
          <ColourLegend />
        </>
      )}
    </MarketsCard>
  );
}

const LEGEND_STEPS = [-3, -2, -1, 0, 1, 2, 3];

function ColourLegend() {
  return (
    <Stack
      direction="row"
      spacing={1}
      aria-label={`Colours run from red (−${HEATMAP_FULL_COLOUR_PERCENT}% or less) through grey (unchanged) to green (+${HEATMAP_FULL_COLOUR_PERCENT}% or more); sizes are market capitalisation`}
      role="note"
      sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
    >
      <Typography variant="caption" color="text.secondary" aria-hidden>
        Size: market cap · Colour: today's change
      </Typography>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {LEGEND_STEPS.map((step) => (
          <Box
            key={step}
            sx={{
              width: 36,
              py: 0.25,
              bgcolor: changeColour(step),
              color: '#fff',
              fontSize: 11,
              textAlign: 'center',
            }}
          >
            {step > 0 ? `+${step}%` : `${step}%`}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
