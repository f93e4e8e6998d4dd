import { Alert, Stack, Typography } from '@mui/material';

export const VIDEOS_QUEUE_TEXTS = {
  heading: 'Video courses, playlists and videos',
  empty: 'No video courses, playlists or videos are waiting for review.',
  detailEmpty: 'Nothing to show here: no video or playlist has been sent for review.',
} as const;

/**
 * The video queue (videos-verification). Experts cannot upload videos yet (the learning issue adds
 * them), so nothing can wait here: the queue is truthfully empty and asks the server nothing.
 */
export function VideosQueuePanel() {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {VIDEOS_QUEUE_TEXTS.heading}
      </Typography>
      <Alert severity="info" variant="outlined">
        {VIDEOS_QUEUE_TEXTS.empty}
      </Alert>
    </Stack>
  );
}

/** admin-video-detail and admin-playlist-detail: nothing can be opened until videos exist. */
export function VideoDetailPanel() {
  return (
    <Alert severity="info" variant="outlined">
      {VIDEOS_QUEUE_TEXTS.detailEmpty}
    </Alert>
  );
}
