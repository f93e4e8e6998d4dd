import { Alert, Box, Skeleton } from '@mui/material';
import { refusalText, usePlayUrl } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

/**
 * A video played as staff review it (the admin queue): the signed link play-url gives staff with the
 * videos permission, in the browser's own player, nothing saved.
 */
export function VideoPreview({ videoId, title }: { videoId: number; title: string }) {
  const playUrl = usePlayUrl(videoId, true);
  if (playUrl.isError) {
    return <Alert severity="error">{refusalText(playUrl.error, VIDEO_TEXTS.videoFailed)}</Alert>;
  }
  if (!playUrl.data) {
    return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />;
  }
  return (
    <Box
      component="video"
      controls
      playsInline
      preload="metadata"
      src={playUrl.data.url}
      aria-label={VIDEO_TEXTS.playerLabel(title)}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
      }}
    />
  );
}
