import { Alert, Box, Skeleton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { VideoDetail } from '@tradecircle/domain';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { saveProgress } from '../api.ts';
import { refusalText, usePlayUrl, videoKeys } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

/** How often, at most, the position is saved while playing; pause and end save at once. */
export const PROGRESS_SAVE_MS = 10_000;

interface VideoPlayerProps {
  video: VideoDetail;
  /** Where to start (the viewer's saved position), in seconds. */
  startAt?: number;
  /** A signed-in viewer's position is saved; a guest's is not. */
  savesProgress: boolean;
}

/**
 * The player (§2 video detail): the browser's own controls on the signed link play-url gives, which
 * it seeks through with range requests. The position is saved every ~10 s while playing and on pause
 * and end, so a playlist shows how far the viewer got.
 */
export function VideoPlayer({ video, startAt = 0, savesProgress }: VideoPlayerProps) {
  const queryClient = useQueryClient();
  const playUrl = usePlayUrl(video.id, video.can_play);
  const lastSavedAt = useRef(0);
  const retriedLink = useRef(false);
  /** The position not saved yet (null once saved), for the save on the way out. */
  const unsaved = useRef<number | null>(null);

  // A position left unsaved when the page goes (another video, another page) is saved on the way out.
  useEffect(
    () => () => {
      if (savesProgress && unsaved.current !== null)
        void save(video.id, unsaved.current, false).catch(() => {});
      unsaved.current = null;
    },
    [savesProgress, video.id],
  );

  const record = (player: HTMLVideoElement, completed: boolean) => {
    if (!savesProgress) return;
    lastSavedAt.current = Date.now();
    unsaved.current = null;
    void save(video.id, player.currentTime, completed)
      .then(() => {
        if (completed) void queryClient.invalidateQueries({ queryKey: [...videoKeys.all, 'playlist'] });
      })
      .catch(() => {});
  };

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    unsaved.current = event.currentTarget.currentTime;
    if (Date.now() - lastSavedAt.current >= PROGRESS_SAVE_MS) record(event.currentTarget, false);
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    lastSavedAt.current = Date.now();
    if (startAt > 0 && (!Number.isFinite(player.duration) || startAt < player.duration - 2)) {
      player.currentTime = startAt;
    }
  };
  // The link expired (hours on a paused page): ask for a new one, once.
  const onError = () => {
    if (retriedLink.current) return;
    retriedLink.current = true;
    void playUrl.refetch();
  };

  if (video.status === 'Draft') return <Alert severity="warning">{VIDEO_TEXTS.draftWarning}</Alert>;
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
      poster={video.thumbnail ?? undefined}
      aria-label={VIDEO_TEXTS.playerLabel(video.title)}
      onLoadedMetadata={onLoadedMetadata}
      onTimeUpdate={onTimeUpdate}
      onPause={(event: SyntheticEvent<HTMLVideoElement>) => {
        if (!event.currentTarget.ended) record(event.currentTarget, false);
      }}
      onEnded={(event: SyntheticEvent<HTMLVideoElement>) => record(event.currentTarget, true)}
      onError={onError}
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

function save(videoId: number, seconds: number, completed: boolean) {
  return saveProgress({
    video: videoId,
    position_seconds: Math.max(0, Math.floor(seconds)),
    ...(completed ? { completed: true } : {}),
  });
}
