import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatVideoDuration, formatVideoPrice, type VideoCard } from '@tradecircle/domain';
import { useTrendingVideos } from '../hooks.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { TrendingSection } from './trending-section.tsx';

const viewsText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'view' : 'views'}`;

function VideoTile({ video }: { video: VideoCard }) {
  const facts = [
    formatVideoPrice(video),
    video.duration_seconds === null ? null : formatVideoDuration(video.duration_seconds),
    viewsText(video.views_count),
    video.language?.name_to_show ?? null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Paper component="li" variant="outlined" aria-label={video.title} sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          backgroundImage: video.thumbnail ? `url(${video.thumbnail})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        {!video.thumbnail && <PlayCircleOutlineIcon color="action" fontSize="large" aria-hidden />}
      </Box>
      <Stack spacing={0.5} sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {video.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {video.profile.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Stack>
    </Paper>
  );
}

/**
 * Trending Videos (platform.md §2, five): Verified videos, the most watched first, as tiles with the
 * owner, price, length and views. Hidden while the list is empty (and while it loads or cannot be
 * read): the section only shows what exists. The video pages arrive with the learning issue.
 */
export function TrendingVideosSection() {
  const query = useTrendingVideos();
  const videos = query.data?.trending_videos ?? [];
  if (videos.length === 0) return null;
  return (
    <TrendingSection id="videos" title={TRENDING_TEXTS.trendingVideos}>
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
          <VideoTile key={video.id} video={video} />
        ))}
      </Box>
    </TrendingSection>
  );
}
