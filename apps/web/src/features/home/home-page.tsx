import { Box, Container, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../shared/api/use-session.ts';
import { OnceOpened } from '../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../shared/routing/route-names.ts';
import { type LightTab, LightTabs } from '../../shared/ui/light-tabs.tsx';
import { groupKeys, LazyFollowedGroupsRow } from '../groups/index.ts';
import { NETWORK_TEXTS } from '../network/index.ts';
import { firstPollListKey, LazyCreatePollDialog, LazyPollCarousel } from '../polls/index.ts';
import {
  AddTradeButton,
  TradeFeedPlaceholder,
  useProfileDetails,
  useTradeCardActions,
} from '../trades/index.ts';
import {
  BannerCarousel,
  LazyPremiumGroupsSection,
  LazyTrendingVideosSection,
  trendingBanners,
} from '../trending/index.ts';
import { TrendingSecuritiesStrip } from '../trending-strip/index.ts';
import { GamificationCard } from './gamification-card.tsx';
import { HomeFeed } from './home-feed.tsx';

import { RecommendationsColumn } from './recommendations-column.tsx';

type HomeSection = 'feed' | 'recommendations';
const HOME_TABS: LightTab<HomeSection>[] = [
  { value: 'feed', label: 'Feed', id: 'home-tab-feed' },
  { value: 'recommendations', label: NETWORK_TEXTS.recommendations, id: 'home-tab-recommendations' },
];

/**
 * /home/:id (platform.md §2 Home): the trending strip, the banner carousel, 'Groups You Follow', the
 * poll carousel, the Feed with its filters, and the
 * Recommendations column beside it from 768 px (a tab beside the feed on phones), with the
 * gamification card (the coin balance and today's progress) above it and the premium
 * groups preview (5) and trending videos (once there are any) under it; the Add Trade
 * button (for SEBI-registered users a menu with Add New Trade and Add New Poll) beside the Feed
 * heading, on phones at the top of the Feed tab. Another user's id leads to one's own home. The 'Groups You Follow'
 * row shows once the user is a member of a group, the poll carousel once there are polls: no
 * placeholder rows. Those rows sit above the feed and come after it (their own calls, their own code),
 * so the rows, the feed and its column are laid out together once the rows are settled, a feed
 * placeholder holding their place until then: nothing on screen is pushed down (a 0.5 layout shift on
 * a phone before).
 */
export function HomePage() {
  const { id } = useParams();
  const session = useSession();
  const viewerId = Number(session.userId ?? 0);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [tab, setTab] = useState<HomeSection>('feed');
  const [isPollFormOpen, setPollFormOpen] = useState(false);
  const actions = useTradeCardActions();
  const banners = useMemo(() => trendingBanners(viewerId), [viewerId]);

  if (viewerId > 0 && Number(id) !== viewerId) {
    return <Navigate to={routeTo('HomePage', { id: viewerId })} replace />;
  }

  const addTrade = () => actions.openComposer('add');
  const addPoll = () => setPollFormOpen(true);
  const feed = (
    <HomeFeed
      viewerId={viewerId}
      viewer={actions.viewer}
      handlers={actions.handlers}
      hideHeading={isPhone}
      // In the page, not floating: a floating one covered the Recommendations column from 768 px
      // and, on a phone, the tabs and cards it scrolled over.
      action={<HomeAddTradeButton viewerId={viewerId} onAddTrade={addTrade} onAddPoll={addPoll} />}
    />
  );
  // Beside the feed (under Recommendations), so the feed stays near the top.
  const previews = (
    <>
      <LazyPremiumGroupsSection isStacked />
      <LazyTrendingVideosSection />
    </>
  );
  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <TrendingSecuritiesStrip />
        <BannerCarousel banners={banners} />
        <RowsThenFeed viewerId={viewerId}>
          {isPhone ? (
            <Box>
              <LightTabs
                label="Home sections"
                value={tab}
                onChange={setTab}
                tabs={HOME_TABS}
                fullWidth
                sx={{ mb: 2 }}
              />
              <Box role="tabpanel" aria-labelledby={`home-tab-${tab}`}>
                {tab === 'feed' ? (
                  feed
                ) : (
                  <Stack spacing={3}>
                    <GamificationCard />
                    <RecommendationsColumn viewerId={viewerId} withHeading={false} />
                    {previews}
                  </Stack>
                )}
              </Box>
            </Box>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
                gap: 3,
                alignItems: 'start',
              }}
            >
              {feed}
              {/* Sticky beside the feed, scrolling on its own when taller than the screen. */}
              <Box
                sx={{
                  position: 'sticky',
                  top: 88,
                  maxHeight: 'calc(100dvh - 104px)',
                  overflowY: 'auto',
                  minWidth: 0,
                }}
              >
                <Stack spacing={3}>
                  <GamificationCard />
                  <RecommendationsColumn viewerId={viewerId} />
                  {previews}
                </Stack>
              </Box>
            </Box>
          )}
        </RowsThenFeed>
      </Stack>
      <OnceOpened open={isPollFormOpen}>
        <LazyCreatePollDialog open={isPollFormOpen} onClose={() => setPollFormOpen(false)} />
      </OnceOpened>
    </Container>
  );
}

/** The Add Trade button; for SEBI-registered users a menu that also offers Add New Poll. */
function HomeAddTradeButton({
  viewerId,
  onAddTrade,
  onAddPoll,
}: {
  viewerId: number;
  onAddTrade: () => void;
  onAddPoll: () => void;
}) {
  const me = useProfileDetails(viewerId, viewerId, viewerId > 0);
  const isSebi = me.data?.is_sebi_registered === true;
  return (
    <AddTradeButton onAddTrade={onAddTrade} onAddPoll={isSebi ? onAddPoll : undefined} asMenu={isSebi} />
  );
}

/**
 * 'Groups You Follow', the poll row and then `children` (the feed and its column), all laid out in
 * one go once the rows are settled: their calls answered (or failed) and their code rendered. Until
 * then a feed placeholder holds the place. The rows' calls start with the page's (its route prefetches
 * them); the state lives here, so the page and the feed passed in do not re-render as it settles.
 */
function RowsThenFeed({ viewerId, children }: { viewerId: number; children: ReactNode }) {
  const isSignedIn = viewerId > 0;
  // The rows' queries, watched without fetching: the route's prefetch and the rows themselves fetch.
  const followed = useWatchedQuery(groupKeys.updates());
  const polls = useWatchedQuery(firstPollListKey());
  const [code, setCode] = useState({ groups: false, polls: false });
  const markGroupsCode = useCallback(() => setCode((was) => ({ ...was, groups: true })), []);
  const markPollsCode = useCallback(() => setCode((was) => ({ ...was, polls: true })), []);
  const isSettled = !isSignedIn || (!followed.isPending && !polls.isPending && code.groups && code.polls);
  return (
    <>
      {!isSettled && <TradeFeedPlaceholder />}
      <Stack spacing={{ xs: 2, md: 3 }} sx={isSettled ? undefined : { display: 'none' }}>
        {isSignedIn && <LazyFollowedGroupsRow viewerId={viewerId} onCodeLoaded={markGroupsCode} />}
        {isSignedIn && <LazyPollCarousel onCodeLoaded={markPollsCode} />}
        {children}
      </Stack>
    </>
  );
}

/** A query's state as others fetch it: never fetches itself (pending until an answer is cached). */
function useWatchedQuery(queryKey: QueryKey) {
  return useQuery({ queryKey, enabled: false });
}
