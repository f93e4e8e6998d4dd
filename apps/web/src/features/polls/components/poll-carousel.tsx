import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { CardCarousel } from '../../../shared/ui/card-carousel.tsx';
import { pollsOf, usePolls } from '../hooks.ts';
import { POLL_TEXTS } from '../poll-texts.ts';
import { PollCard } from './poll-card.tsx';

/**
 * Home's poll carousel (platform.md §2): one card at a time on phones, two from 768 px, three from
 * 1200 px; arrows or a swipe move it, and later pages load as its end comes into view. Like the
 * other optional Home rows it is drawn only once there are polls: no placeholder while loading, and
 * nothing when the list cannot be read (the feed below is the page's business).
 */
export function PollCarousel() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const list = usePolls();
  const polls = useMemo(() => pollsOf(list.data), [list.data]);
  if (polls.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="poll-carousel-title">
      <Typography id="poll-carousel-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {POLL_TEXTS.carouselTitle}
      </Typography>
      <CardCarousel
        label={POLL_TEXTS.carouselTitle}
        items={polls}
        getKey={(poll) => poll.id}
        renderItem={(poll) => <PollCard poll={poll} />}
        perView={isPhone ? 1 : isWide ? 3 : 2}
        hasMore={list.hasNextPage && !list.isFetchingNextPage}
        onLoadMore={list.fetchNextPage}
      />
    </Box>
  );
}
