import { Container, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useSession } from '../../../shared/api/use-session.ts';
import { useTradeCardActions } from '../../trades/index.ts';
import { TrendingSecuritiesStrip } from '../../trending-strip/index.ts';
import { trendingBanners } from '../banners.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { LazyPremiumGroupsSection, LazyTrendingVideosSection } from '../components/lazy-sections.tsx';
import { QuickAccessTiles } from '../components/quick-access-tiles.tsx';
import { TopExpertsSection } from '../components/top-experts-section.tsx';
import { ProfitableTradesSection, TradesToFocusSection } from '../components/trending-trades-section.tsx';
import { TRENDING_TEXTS } from '../trending-texts.ts';

/**
 * /trending/main (platform.md §2 Trending; visitors are sent to login by the guard): the Quick Access
 * tiles, Trending Stocks, the banner carousel, Top-Performing SEBI Reg. Experts, Top Profitable
 * Trades and Trades to Focus (Show More), Trending Videos (once there are any) and Premium Groups.
 */
export function TrendingPage() {
  const session = useSession();
  const viewerId = Number(session.userId ?? 0);
  const actions = useTradeCardActions();
  const banners = useMemo(() => trendingBanners(viewerId), [viewerId]);
  const trades = { viewerId, viewer: actions.viewer, handlers: actions.handlers };

  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: 10 }}>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <Typography variant="h5" component="h1">
          {TRENDING_TEXTS.pageTitle}
        </Typography>
        <QuickAccessTiles />
        <TrendingSecuritiesStrip title={TRENDING_TEXTS.trendingStocks} />
        <BannerCarousel banners={banners} />
        <TopExpertsSection viewerId={viewerId} />
        <ProfitableTradesSection {...trades} />
        <TradesToFocusSection {...trades} />
        <LazyTrendingVideosSection />
        <LazyPremiumGroupsSection />
      </Stack>
    </Container>
  );
}
