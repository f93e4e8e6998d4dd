import { Box, ButtonBase, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { formatIndianNumber, formatPercent, type TrendingSecurity } from '@tradecircle/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LiveQuoteSeed } from '../../shared/live/live-quote.ts';
import { useLiveQuotes } from '../../shared/live/use-live-quote.ts';
import { securityPath } from '../../shared/routing/route-names.ts';
import { seedFromTrending, useTrendingSecurities } from './api.ts';
import { SecurityMonogram } from './security-monogram.tsx';

const CARD_WIDTH = 176;

/** A horizontally scrolling row of trending securities with live prices (watchlist page, home, trending). */
export function TrendingSecuritiesStrip({ title = 'Trending securities' }: { title?: string }) {
  const trending = useTrendingSecurities();
  const securities = trending.data ?? [];
  const ids = useMemo(() => securities.map((security) => security.id), [securities]);
  const seeds = useMemo(() => {
    const byId: Record<number, LiveQuoteSeed> = {};
    for (const security of securities) byId[security.id] = seedFromTrending(security);
    return byId;
  }, [securities]);
  const quotes = useLiveQuotes(ids, seeds);

  return (
    <Box component="section" aria-labelledby="trending-strip-title">
      <Typography
        id="trending-strip-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {title}
      </Typography>
      {trending.isPending ? (
        <StripRow>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={index}
              variant="rounded"
              width={CARD_WIDTH}
              height={76}
              sx={{ flex: 'none' }}
              data-testid="trending-skeleton"
            />
          ))}
        </StripRow>
      ) : securities.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No trending securities right now.
        </Typography>
      ) : (
        <StripRow>
          {securities.map((security) => (
            <TrendingCard
              key={security.id}
              security={security}
              livePrice={quotes[security.id]?.live_price ?? security.live_price}
              percent={quotes[security.id]?.up_down_percent ?? security.up_down_percent}
            />
          ))}
        </StripRow>
      )}
    </Box>
  );
}

function StripRow({ children }: { children: React.ReactNode }) {
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1.5}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: 1,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        scrollbarWidth: 'thin',
        '& > li': { scrollSnapAlign: 'start', flex: 'none' },
      }}
    >
      {children}
    </Stack>
  );
}

function TrendingCard({
  security,
  livePrice,
  percent,
}: {
  security: TrendingSecurity;
  livePrice: number;
  percent: number;
}) {
  const colour = percent > 0 ? 'success.main' : percent < 0 ? 'error.main' : 'text.secondary';
  return (
    <li>
      {/* Paper and ButtonBase, which every page has, rather than Card and CardActionArea. */}
      <Paper variant="outlined" sx={{ width: CARD_WIDTH, overflow: 'hidden' }}>
        <ButtonBase
          component={RouterLink}
          to={securityPath(security.symbol, security.exchange)}
          aria-label={`${security.symbol} ${security.name}`}
          sx={{
            p: 1.5,
            width: '100%',
            display: 'flex',
            gap: 1.25,
            justifyContent: 'flex-start',
            textAlign: 'left',
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
          }}
        >
          <SecurityMonogram symbol={security.symbol} logo={security.logo} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
              {security.symbol}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="trending-price"
            >
              ₹{formatIndianNumber(livePrice)}
            </Typography>
            <Typography
              variant="caption"
              sx={{ color: colour, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              {formatPercent(percent)}
            </Typography>
          </Box>
        </ButtonBase>
      </Paper>
    </li>
  );
}
