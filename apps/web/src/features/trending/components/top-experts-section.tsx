import { Box, Paper, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PAGE_SIZE, type TrendingExpert } from '@tradecircle/domain';
import { type ReactNode, useMemo } from 'react';
import { CardCarousel } from '../../../shared/ui/card-carousel.tsx';
import { PAST_RESULTS_NOTE } from '../../track-record/index.ts';
import { useTopExperts } from '../hooks.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { TopExpertCard } from './top-expert-card.tsx';
import { SectionEmpty, SectionError, TrendingSection } from './trending-section.tsx';

/** platform.md §9: "Performing experts become a carousel above 5 items". */
export const EXPERTS_CAROUSEL_ABOVE = 5;
const SKELETON_COUNT = 4;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
} as const;

/**
 * Top-Performing SEBI Reg. Experts: 6 (4 under 768 px) from the track record's last month; a grid,
 * or a carousel when there are more than five. Said once above them: the figures are past calls.
 */
export function TopExpertsSection({ viewerId }: { viewerId: number }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const pageSize = isPhone ? PAGE_SIZE.performingTradersMobile : PAGE_SIZE.performingTradersDesktop;
  const query = useTopExperts(viewerId, pageSize);
  const experts = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Box role="progressbar" aria-label="Loading experts" aria-busy sx={gridSx}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Paper key={index} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={48} height={48} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </Stack>
            </Stack>
            <Skeleton width="60%" sx={{ mt: 1.5 }} />
            <Skeleton variant="rounded" height={30} sx={{ mt: 1.5 }} />
          </Paper>
        ))}
      </Box>
    );
  } else if (query.isError) {
    content = <SectionError message={TRENDING_TEXTS.topExpertsError} onRetry={() => void query.refetch()} />;
  } else if (experts.length === 0) {
    content = <SectionEmpty>{TRENDING_TEXTS.topExpertsEmpty}</SectionEmpty>;
  } else if (experts.length > EXPERTS_CAROUSEL_ABOVE) {
    content = (
      <CardCarousel<TrendingExpert>
        label={TRENDING_TEXTS.topExperts}
        items={experts}
        getKey={(expert) => expert.user_id}
        renderItem={(expert) => <TopExpertCard expert={expert} />}
        perView={isPhone ? 1 : isWide ? 4 : 3}
      />
    );
  } else {
    content = (
      <Box role="list" aria-label={TRENDING_TEXTS.topExperts} sx={gridSx}>
        {experts.map((expert) => (
          <Box role="listitem" key={expert.user_id}>
            <TopExpertCard expert={expert} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TrendingSection id="top-experts" title={TRENDING_TEXTS.topExperts}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
        {PAST_RESULTS_NOTE}
      </Typography>
      {content}
    </TrendingSection>
  );
}
