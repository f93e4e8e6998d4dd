import { Alert, Box, Button, Paper, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import type { ChartRange, SecurityInfo } from '@tradecircle/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { HttpError } from '../../shared/api/http-errors.ts';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { quoteFromSeed } from '../../shared/live/live-quote.ts';
import { useLiveQuote } from '../../shared/live/use-live-quote.ts';
import { pageTitle } from '../../shared/routing/route-meta.ts';
import { PriceAlertButton } from '../copy-guardrails/index.ts';
import { ResearchReportBlock } from '../reports/index.ts';
import { useTradeCardActions } from '../trades/index.ts';
import { AddToWatchlistMenu } from '../watchlists/index.ts';
import { AboutCard } from './components/about-card.tsx';
import { PriceChartCard } from './components/price-chart-card.tsx';
import { PriceSummaryCard } from './components/price-summary-card.tsx';
import { SecurityHeader } from './components/security-header.tsx';
import { TechnicalCard } from './components/technical-card.tsx';
import { usePriceSeries, useSecurityInfo } from './hooks/use-security.ts';

// Rare, and it brings the search box (MUI Autocomplete): not part of every security page load.
const SecurityNotFound = lazy(() =>
  withTimeout(import('./components/security-not-found.tsx')).then((m) => ({ default: m.SecurityNotFound })),
);

/** 1M: a month of daily bars reads well at card width and on phones; other ranges are one tap away. */
export const DEFAULT_CHART_RANGE: ChartRange = '1M';

const TABS = ['Overview', 'Technicals'] as const;

/** `/search/{SYMBOL}-{EXCHANGE}?tab=0` (trades.md §2 security detail page). */
export function SecurityPage() {
  const { query = '' } = useParams();
  const info = useSecurityInfo(query);
  useSecurityTitle(info.data?.symbol);

  if (info.isPending) return <PageSkeleton />;
  if (info.isError) {
    if (info.error instanceof HttpError && info.error.status === 404)
      return (
        <Suspense fallback={null}>
          <SecurityNotFound query={query} />
        </Suspense>
      );
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => info.refetch()}>
            Retry
          </Button>
        }
      >
        This security could not be loaded.
      </Alert>
    );
  }
  // The key resets range and width when the header search opens another security.
  return <SecurityDetail key={info.data.id} security={info.data} onChanged={() => info.refetch()} />;
}

/** `onChanged`: the watchlist flag or the report offer changed on the server; refetch the security. */
function SecurityDetail({ security, onChanged }: { security: SecurityInfo; onChanged: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === '1' ? 1 : 0;
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [isChartExpanded, setIsChartExpanded] = useState(false);
  const quote = useLiveQuote(security.id, security) ?? quoteFromSeed(security);
  const year = usePriceSeries(security.id, '1Y');
  const tradeActions = useTradeCardActions();

  const handleTabChange = (next: number) =>
    setSearchParams(
      (params) => {
        params.set('tab', String(next));
        return params;
      },
      { replace: true },
    );

  const summary = <PriceSummaryCard quote={quote} lotSize={security.lot_size} yearBars={year.data} />;
  // The live quote re-renders this page every tick; what does not show the price is kept as the same
  // element, so React skips it (the technicals table, the about card, the research block).
  const technicals = useMemo(
    () => <TechnicalCard yearBars={year.data} isError={year.isError} />,
    [year.data, year.isError],
  );
  const about = useMemo(
    () => (
      <>
        <AboutCard industry={security.industry} sector={security.sector} description={security.description} />
        <ResearchReportBlock security={security} onChanged={onChanged} />
      </>
    ),
    [security, onChanged],
  );

  return (
    <Stack spacing={2.5}>
      <SecurityHeader
        security={security}
        quote={quote}
        watchlistAction={
          <AddToWatchlistMenu
            securityId={security.id}
            isAdded={security.is_added_to_watchlist}
            onAdded={onChanged}
          />
        }
        alertAction={
          security.instrument_type === 'INDEX' ? undefined : (
            <PriceAlertButton security={{ id: security.id, symbol: security.symbol }} />
          )
        }
        onTrade={() =>
          tradeActions.openComposer('add', {
            security: {
              id: security.id,
              name: security.name,
              symbol: security.symbol,
              exchange: security.exchange,
            },
          })
        }
      />
      <Tabs value={tab} onChange={(_, next: number) => handleTabChange(next)} aria-label="Security sections">
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`security-tab-${index}`}
            aria-controls={`security-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`security-tabpanel-${tab}`} aria-labelledby={`security-tab-${tab}`}>
        {tab === 0 ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              // The side column spans both rows; its extra height goes to the last row, not under the chart.
              gridTemplateRows: { md: 'auto 1fr' },
              gridTemplateAreas: {
                xs: '"chart" "side" "main"',
                md: isChartExpanded ? '"chart chart" "main side"' : '"chart side" "main side"',
              },
            }}
          >
            <Box sx={{ gridArea: 'chart', minWidth: 0 }}>
              <PriceChartCard
                securityId={security.id}
                range={range}
                onRangeChange={setRange}
                isExpanded={isChartExpanded}
                onToggleExpanded={() => setIsChartExpanded((value) => !value)}
                quote={quote}
                isMarketOpen={security.is_market_open}
              />
            </Box>
            <Stack spacing={2.5} sx={{ gridArea: 'side', minWidth: 0 }}>
              {summary}
              {technicals}
            </Stack>
            <Stack spacing={2.5} sx={{ gridArea: 'main', minWidth: 0 }}>
              {about}
            </Stack>
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            {technicals}
            {summary}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** The route's title is 'Search'; once loaded the page reads as its symbol. */
function useSecurityTitle(symbol: string | undefined) {
  useEffect(() => {
    if (!symbol) return;
    // RootShell (a parent) sets the route title in its own effect, which runs after this one when
    // both happen in one commit; a microtask runs after all of them.
    queueMicrotask(() => {
      document.title = pageTitle(symbol);
    });
  }, [symbol]);
}

function PageSkeleton() {
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label="Loading security">
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="30%" height={32} />
            <Skeleton width="50%" />
          </Box>
        </Stack>
      </Paper>
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}
