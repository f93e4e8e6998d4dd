import { Box, Link, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { formatIndianNumber, type MarketMover, type MarketMoversResponse } from '@tradecircle/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LiveQuote, LiveQuoteSeed } from '../../../shared/live/live-quote.ts';
import { useLiveQuotes } from '../../../shared/live/use-live-quote.ts';
import { securityPath } from '../../../shared/routing/route-names.ts';
import { PriceChange } from '../../../shared/ui/price-change.tsx';
import { SecurityMonogram } from '../../trending-strip/index.ts';
import { seedFromChange, useMarketMovers } from '../api.ts';
import { MARKETS_TEXTS } from '../markets-texts.ts';
import { LoadFailed, MarketsCard } from './markets-card.tsx';

type MoverTab = keyof MarketMoversResponse;

const TABS: { value: MoverTab; label: string; emptyText: string }[] = [
  { value: 'gainers', label: MARKETS_TEXTS.gainers, emptyText: MARKETS_TEXTS.gainersEmpty },
  { value: 'losers', label: MARKETS_TEXTS.losers, emptyText: MARKETS_TEXTS.losersEmpty },
  { value: 'most_active', label: MARKETS_TEXTS.mostActive, emptyText: MARKETS_TEXTS.mostActiveEmpty },
];

/**
 * Market movers (our stand-in for the hotlist widget): today's gainers, losers and most active of
 * our securities, with live prices. The server's order is kept while prices tick, so rows never jump.
 */
export function MarketMovers() {
  const movers = useMarketMovers();
  const [tab, setTab] = useState<MoverTab>('gainers');
  const rows = movers.data?.[tab] ?? [];
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const seeds = useMemo(() => {
    const byId: Record<number, LiveQuoteSeed> = {};
    for (const row of rows) byId[row.id] = seedFromChange(row);
    return byId;
  }, [rows]);
  const quotes = useLiveQuotes(ids, seeds);
  const current = TABS.find((each) => each.value === tab) ?? TABS[0]!;

  return (
    <MarketsCard title={MARKETS_TEXTS.movers}>
      <Tabs
        value={tab}
        onChange={(_event, value: MoverTab) => setTab(value)}
        variant="fullWidth"
        aria-label={MARKETS_TEXTS.movers}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {TABS.map((each) => (
          <Tab
            key={each.value}
            value={each.value}
            label={each.label}
            id={`movers-tab-${each.value}`}
            aria-controls="movers-panel"
            sx={{ minHeight: 40 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="movers-panel" aria-labelledby={`movers-tab-${tab}`} sx={{ pt: 1 }}>
        {movers.isPending ? (
          <Box role="status" aria-label={`Loading ${MARKETS_TEXTS.movers}`}>
            {[0, 1, 2, 3, 4].map((slot) => (
              <Stack key={slot} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
                <Skeleton variant="circular" width={36} height={36} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="50%" />
                  <Skeleton width="70%" />
                </Box>
                <Skeleton width={72} />
              </Stack>
            ))}
          </Box>
        ) : movers.isError ? (
          <LoadFailed text={MARKETS_TEXTS.moversFailed} onRetry={() => void movers.refetch()} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {current.emptyText}
          </Typography>
        ) : (
          <Box component="ol" aria-label={current.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <MoverRow
                key={row.id}
                mover={row}
                quote={quotes[row.id]}
                isMostActive={tab === 'most_active'}
              />
            ))}
          </Box>
        )}
      </Box>
    </MarketsCard>
  );
}

function MoverRow({
  mover,
  quote,
  isMostActive,
}: {
  mover: MarketMover;
  quote: LiveQuote | undefined;
  isMostActive: boolean;
}) {
  const price = quote?.live_price ?? mover.live_price;
  return (
    <Box
      component="li"
      aria-label={mover.symbol}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <SecurityMonogram symbol={mover.symbol} logo={mover.logo} size={36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={securityPath(mover.symbol, mover.exchange)}
          underline="hover"
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {mover.symbol}
        </Link>
        <Typography variant="caption" component="p" color="text.secondary" noWrap>
          {isMostActive ? callsToday(mover.activity) : mover.name}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          ₹{formatIndianNumber(price)}
        </Typography>
        <PriceChange
          change={quote?.up_down_price ?? mover.change}
          percent={quote?.up_down_percent ?? mover.up_down_percent}
          minChars={0}
          sx={{ fontSize: 12 }}
        />
      </Box>
    </Box>
  );
}

function callsToday(activity: number): string {
  return `${activity} ${activity === 1 ? 'call' : 'calls'} today`;
}
