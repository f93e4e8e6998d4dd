import { Alert, CircularProgress, Dialog, DialogContent } from '@mui/material';
import type { PlaylistSummary, VideoDetail } from '@tradecircle/domain';
import { useMyVideos, useVideoDetail } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { VideoDetailsDialog } from './video-details-dialog.tsx';

/**
 * Edit from a card that knows only the card's fields (Trending): the video's details and the owner's
 * playlists are read first. A card that has them opens the form at once.
 */
export function EditVideoDialog({
  video,
  videoId,
  playlists,
  onClose,
}: {
  video: VideoDetail | null;
  videoId: number;
  playlists?: readonly PlaylistSummary[];
  onClose: () => void;
}) {
  const detail = useVideoDetail(video ? null : videoId);
  const mine = useMyVideos(playlists === undefined);
  const known = video ?? detail.data ?? null;
  const choices = playlists ?? mine.data?.playlists;
  if (known && choices) return <VideoDetailsDialog video={known} playlists={choices} onClose={onClose} />;
  const failed = detail.isError || (playlists === undefined && mine.isError);
  return (
    <Dialog open onClose={onClose} aria-label={VIDEO_TEXTS.detailsTitle}>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minWidth: 200, minHeight: 96 }}>
        {failed ? (
          <Alert severity="error">{VIDEO_TEXTS.videoFailed}</Alert>
        ) : (
          <CircularProgress aria-label={VIDEO_TEXTS.detailsTitle} />
        )}
      </DialogContent>
    </Dialog>
  );
}
