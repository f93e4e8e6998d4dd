import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { PortfolioReview } from '@tradecircle/domain';
import { Suspense } from 'react';
import { lazyNamed } from '../../../shared/lazy/lazy-page.ts';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

/** The charting library loads with the chart, not with the page's first paint. */
const HistoryChart = lazyNamed(() => import('./history-chart.tsx'), 'HistoryChart');

function Legend({ color, dashed, label }: { color: string; dashed?: boolean; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 18, borderTop: 2, borderTopStyle: dashed ? 'dashed' : 'solid', borderColor: color }}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/** The past year of today's holdings against NIFTY 50, both from 100. */
export function HistoryPanel({ history }: { history: PortfolioReview['history'] }) {
  const last = history.at(-1);
  return (
    <Paper variant="outlined" component="section" aria-label={TEXTS.history} sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 0.5 }}
      >
        <Typography variant="subtitle1" component="h2">
          {TEXTS.history}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Legend color="primary.main" label={TEXTS.portfolioLine} />
          <Legend color="grey.500" dashed label={TEXTS.niftyLine} />
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {TEXTS.historyNote}
      </Typography>
      {history.length < 2 ? (
        <Typography variant="body2" color="text.secondary">
          {TEXTS.historyEmpty}
        </Typography>
      ) : (
        <Box
          role="img"
          aria-label={`${TEXTS.history}: your holdings ${last ? last.portfolio.toFixed(1) : ''}${
            last?.nifty != null ? `, NIFTY 50 ${last.nifty.toFixed(1)}` : ''
          } from 100`}
          sx={{ height: { xs: 220, md: 300 } }}
        >
          <Suspense
            fallback={
              <Skeleton variant="rounded" height="100%" role="progressbar" aria-label={TEXTS.loadingChart} />
            }
          >
            <HistoryChart points={history} />
          </Suspense>
        </Box>
      )}
    </Paper>
  );
}
