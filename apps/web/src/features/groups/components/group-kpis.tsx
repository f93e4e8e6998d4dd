import {
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { KPI_PERIOD_CHOICES, type TrackRecordPeriod } from '@tradecircle/domain';
import { useState } from 'react';
import {
  ClaimedVersusAchievable,
  callsLabel,
  formatHoldingPeriod,
  PAST_RESULTS_NOTE,
  SmallSampleChip,
  WINDOW_TEXT,
} from '../../track-record/index.ts';
import { metricText } from '../group-texts.ts';
import { useGroupKpis } from '../hooks.ts';

type KpiKey = 'closed_trades' | 'accuracy' | 'avg_trade_return' | 'roi' | 'risk_reward' | 'holding_period';
/** The KPIs a call's charges change: the answer also gives them net of charges. */
type NetKpiKey = 'accuracy' | 'avg_trade_return' | 'roi';

const KPI_TILES: { key: KpiKey; label: string; show: (value: number | null) => string; net?: NetKpiKey }[] = [
  { key: 'closed_trades', label: 'Closed trades', show: (value) => metricText(value) },
  { key: 'accuracy', label: 'Accuracy', show: (value) => metricText(value, '%'), net: 'accuracy' },
  {
    key: 'avg_trade_return',
    label: 'Avg. Returns',
    show: (value) => metricText(value, '%'),
    net: 'avg_trade_return',
  },
  { key: 'roi', label: 'ROI', show: (value) => metricText(value, '%'), net: 'roi' },
  { key: 'risk_reward', label: 'Risk : reward', show: (value) => metricText(value) },
  {
    key: 'holding_period',
    label: 'Avg. holding period',
    show: (value) => (value === null ? '-' : formatHoldingPeriod(value)),
  },
];

/**
 * A group's KPIs (§3) for a period (All, 1D, 1W, 1M, 6M, 1Y), under a line naming the window and the
 * closed calls they rest on (issue 27), with the small-sample mark; accuracy, average return and ROI
 * also net of each call's charges (docs/metrics.md "Net of charges").
 */
export function GroupKpis({ groupId }: { groupId: number }) {
  const [period, setPeriod] = useState<TrackRecordPeriod>('All');
  const kpis = useGroupKpis(groupId, period);
  const data = kpis.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="group-kpis-title"
      aria-busy={kpis.isFetching}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="group-kpis-title" variant="h6" component="h2">
            Performance
          </Typography>
          {data?.small_sample && data.closed_trades > 0 && <SmallSampleChip />}
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_event, next: TrackRecordPeriod | null) => next && setPeriod(next)}
          aria-label="Period"
        >
          {KPI_PERIOD_CHOICES.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 1.25 }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 1.5 }}>
        {WINDOW_TEXT[period]}
        {data && data.period === period ? `: ${callsLabel(data.calls)}` : ''}. {PAST_RESULTS_NOTE}
      </Typography>
      {kpis.isError && !data ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">The figures could not be loaded.</Typography>
          <Button onClick={() => void kpis.refetch()}>Retry</Button>
        </Stack>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            gap: 1,
          }}
        >
          {KPI_TILES.map((tile) => (
            <Box key={tile.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {tile.label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {data ? tile.show(data[tile.key]) : <Skeleton width="60%" />}
                {data && tile.net && data.net[tile.net] !== null && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    title="Net of each call's charges: brokerage, STT, exchange and SEBI fees, GST and stamp duty"
                    sx={{ display: 'block' }}
                  >
                    Net {tile.show(data.net[tile.net])}
                  </Typography>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {data && data.closed_trades > 0 && (
        <Box sx={{ mt: 2 }}>
          <ClaimedVersusAchievable compared={data.achievable} basis="gross" />
        </Box>
      )}
    </Paper>
  );
}
