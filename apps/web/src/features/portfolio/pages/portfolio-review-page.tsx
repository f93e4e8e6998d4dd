import PieChartOutline from '@mui/icons-material/PieChartOutline';
import { Box, Container, Paper, Skeleton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { PortfolioReview } from '@tradecircle/domain';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { AllocationBars } from '../components/allocation-bars.tsx';
import { HistoryPanel } from '../components/history-panel.tsx';
import { HoldingsList } from '../components/holdings-list.tsx';
import { ImportCard } from '../components/import-card.tsx';
import { OverlapList } from '../components/overlap-list.tsx';
import { ReviewFlags } from '../components/review-flags.tsx';
import { SummaryFigures } from '../components/summary-figures.tsx';
import { usePortfolioReview } from '../hooks.ts';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

function EmptyState() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={TEXTS.emptyTitle}
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Stack spacing={1.5} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ textAlign: 'center' }}>
          {TEXTS.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{TEXTS.emptyText}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
          <Typography component="li" variant="body2">
            {TEXTS.emptyBroker}
          </Typography>
          <Typography component="li" variant="body2">
            {TEXTS.emptyCsv}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

function Skeletons() {
  return (
    <Stack spacing={2} role="progressbar" aria-label={TEXTS.loading}>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={150} />
      <Box sx={chartsGridSx}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
      <Skeleton variant="rounded" height={300} />
    </Stack>
  );
}

const chartsGridSx = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

function Review({ review, isPhone }: { review: PortfolioReview; isPhone: boolean }) {
  return (
    <>
      <ReviewFlags flags={review.flags} />
      <SummaryFigures review={review} />
      <Box sx={chartsGridSx}>
        <AllocationBars title={TEXTS.bySector} slices={review.sectors} />
        <AllocationBars title={TEXTS.byMarketCap} slices={review.market_caps} />
        <AllocationBars title={TEXTS.largest} slices={review.concentration.largest} />
      </Box>
      <HistoryPanel history={review.history} />
      <HoldingsList holdings={review.holdings} isPhone={isPhone} />
      <OverlapList overlap={review.overlap} />
    </>
  );
}

/**
 * /portfolioEvaluation (issue 33): the signed-in user's holdings, imported from their broker through
 * the gateway or from a holdings CSV, and their review: flags in plain words, value and unrealised
 * P&L at live prices, risk against NIFTY 50, concentration, allocation by sector and market cap, the
 * past year against the index, every holding, and the calls of followed experts on them.
 */
export function PortfolioReviewPage() {
  const review = usePortfolioReview();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <PageHeader
          icon={<PieChartOutline color="primary" aria-hidden />}
          title={TEXTS.heading}
          intro={TEXTS.intro}
        />
        {review.isPending ? (
          <Skeletons />
        ) : review.isError ? (
          <LoadFailed message={TEXTS.loadFailed} onRetry={() => void review.refetch()} />
        ) : (
          <>
            <ImportCard review={review.data} />
            {review.data.source === null ? <EmptyState /> : <Review review={review.data} isPhone={isPhone} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
