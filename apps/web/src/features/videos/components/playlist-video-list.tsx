import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Box, LinearProgress, List, ListItemButton, Stack, Typography } from '@mui/material';
import { formatVideoDuration, type PlaylistDetail } from '@tradecircle/domain';
import { useNavigate } from 'react-router';
import { videoDetailPath } from '../video-paths.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

type PlaylistVideo = PlaylistDetail['videos'][number];

/** How far the viewer got in one video, as words and a percent of its length. */
export function videoProgressOf(video: PlaylistVideo): { text: string; percent: number } {
  if (!video.progress) return { text: VIDEO_TEXTS.notStarted, percent: 0 };
  if (video.progress.completed) return { text: VIDEO_TEXTS.completed, percent: 100 };
  const position = video.progress.position_seconds;
  const percent =
    video.duration_seconds && video.duration_seconds > 0
      ? Math.min(100, Math.floor((position * 100) / video.duration_seconds))
      : 0;
  return { text: VIDEO_TEXTS.watched(formatVideoDuration(position)), percent };
}

/**
 * A playlist's videos in order with the viewer's progress; a video opens
 * /video-detail?vdid=..&ptid=..&type=playlist.
 */
export function PlaylistVideoList({
  playlist,
  currentVideoId,
  dense = false,
}: {
  playlist: PlaylistDetail;
  currentVideoId?: number | null;
  dense?: boolean;
}) {
  const navigate = useNavigate();
  if (playlist.videos.length === 0) {
    return <Typography color="text.secondary">{VIDEO_TEXTS.noVideos}</Typography>;
  }
  return (
    <List aria-label={VIDEO_TEXTS.playlistVideosLabel} disablePadding>
      {playlist.videos.map((video, index) => {
        const progress = videoProgressOf(video);
        const title = video.title || VIDEO_TEXTS.draftUntitled;
        const isCurrent = video.id === currentVideoId;
        return (
          <ListItemButton
            key={video.id}
            selected={isCurrent}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() =>
              navigate(
                videoDetailPath({ videoId: video.id, ownerId: video.profile.user, playlistId: playlist.id }),
              )
            }
            sx={{ gap: 1.5, alignItems: 'flex-start', borderRadius: 1, px: 1 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 20, pt: 0.25 }}>
              {index + 1}
            </Typography>
            {!dense && (
              <Box
                aria-hidden
                sx={{
                  flex: '0 0 auto',
                  width: { xs: 96, md: 128 },
                  aspectRatio: '16 / 9',
                  borderRadius: 0.5,
                  bgcolor: 'action.hover',
                  display: 'grid',
                  placeItems: 'center',
                  backgroundImage: video.thumbnail ? `url(${video.thumbnail})` : undefined,
                  backgroundSize: 'cover',
                }}
              >
                {!video.thumbnail && <PlayCircleOutlineIcon color="action" />}
              </Box>
            )}
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {progress.percent === 100 && (
                  <CheckCircleIcon color="success" sx={{ fontSize: 16 }} aria-hidden />
                )}
                <Typography variant="caption" color="text.secondary">
                  {[
                    video.duration_seconds === null ? null : formatVideoDuration(video.duration_seconds),
                    progress.text,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Stack>
              {progress.percent > 0 && progress.percent < 100 && (
                <LinearProgress
                  variant="determinate"
                  value={progress.percent}
                  aria-label={`${title}: ${progress.text}`}
                  sx={{ height: 4, borderRadius: 2 }}
                />
              )}
            </Stack>
          </ListItemButton>
        );
      })}
    </List>
  );
}
