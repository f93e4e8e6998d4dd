import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { VideoCard } from '../../videos/index.ts';
import { useTrendingVideos } from '../hooks.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { TrendingSection } from './trending-section.tsx';

/**
 * Trending Videos (platform.md §2, five): Verified videos, the most watched first, as tiles with the
 * owner, price, length and views, and the video card's menu (Edit, View, Delete for its owner; View
 * for everyone else), and View all to the whole list (/video-course-list). Hidden while the list is empty (and while it loads or cannot be read): the
 * section only shows what exists.
 */
export function TrendingVideosSection() {
  const query = useTrendingVideos();
  const viewerId = Number(useSession().userId ?? 0);
  const videos = query.data?.trending_videos ?? [];
  if (videos.length === 0) return null;
  return (
    <TrendingSection
      id="videos"
      title={TRENDING_TEXTS.trendingVideos}
      action={
        <Button component={RouterLink} to={routeTo('VideoCourseList')} size="small">
          {TRENDING_TEXTS.viewAll}
        </Button>
      }
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(160px, 1fr))', md: 'repeat(5, 1fr)' },
        }}
      >
        {videos.map((video) => (
          <li key={video.id} aria-label={video.title}>
            <VideoCard
              video={video}
              isMine={video.profile.user === viewerId}
              onChanged={() => void query.refetch()}
            />
          </li>
        ))}
      </Box>
    </TrendingSection>
  );
}
