import { Box, Paper, Typography } from '@mui/material';
import { useTrendingVideos } from '../hooks.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { TrendingSection } from './trending-section.tsx';

/** The little every video will have; the contract has no video shape yet (docs/api.md "Discovery"). */
function titledVideos(items: readonly unknown[]): { id: number | string; title: string }[] {
  return items.flatMap((item) => {
    const { id, title } = (item ?? {}) as { id?: unknown; title?: unknown };
    return (typeof id === 'number' || typeof id === 'string') && typeof title === 'string'
      ? [{ id, title }]
      : [];
  });
}

/**
 * Trending Videos (platform.md §2, five). No videos exist yet and the call answers an empty list, so
 * the section is hidden while the list is empty (and while it loads or cannot be read). Once videos
 * come, their titles show here until the video pages and their cards exist.
 */
export function TrendingVideosSection() {
  const query = useTrendingVideos();
  const videos = titledVideos(query.data?.trending_videos ?? []);
  if (videos.length === 0) return null;
  return (
    <TrendingSection id="videos" title={TRENDING_TEXTS.trendingVideos}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {videos.map((video) => (
          <Paper component="li" variant="outlined" key={video.id} sx={{ p: 1.5 }}>
            <Typography variant="body2">{video.title}</Typography>
          </Paper>
        ))}
      </Box>
    </TrendingSection>
  );
}
