import { Alert, CircularProgress, Dialog, DialogContent } from '@mui/material';
import {
  formatVideoDuration,
  formatVideoPrice,
  type PlaylistSummary,
  type VideoDetail,
} from '@tradecircle/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog } from '../dialogs/delete-dialog.tsx';
import { PlaylistDialog } from '../dialogs/playlist-dialog.tsx';
import { useMyVideos } from '../hooks.ts';
import { playlistDetailPath } from '../video-paths.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { MediaCard } from './media-card.tsx';
import type { VideoCardAction } from './video-card-menu.tsx';
import { RejectionRemark } from './video-status.tsx';

/** 'Free' or the price, and how many videos (and how long) it holds. */
export function playlistFacts(playlist: PlaylistSummary): string {
  return [
    formatVideoPrice(playlist),
    VIDEO_TEXTS.videoCount(playlist.video_count),
    playlist.total_duration_seconds > 0 ? formatVideoDuration(playlist.total_duration_seconds) : null,
    playlist.language?.name_to_show ?? null,
  ]
    .filter((fact): fact is string => fact !== null)
    .join(' · ');
}

interface PlaylistCardProps {
  playlist: PlaylistSummary;
  /** The owner's card: its status, and Edit and Delete in the menu. */
  isMine: boolean;
  /** The owner's videos, when the page has them (Edit reads them itself otherwise). */
  videos?: readonly VideoDetail[];
}

/** A playlist (a video course) as a card: its poster, title, owner, price and video count. */
export function PlaylistCard({ playlist, isMine, videos }: PlaylistCardProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const view = () => navigate(playlistDetailPath(playlist.id));
  const choose = (action: VideoCardAction) => {
    if (action === 'View') view();
    else setDialog(action === 'Edit' ? 'edit' : 'delete');
  };
  return (
    <MediaCard
      title={playlist.title}
      thumbnail={playlist.thumbnail}
      badge={VIDEO_TEXTS.videoCount(playlist.video_count)}
      owner={playlist.profile.name}
      facts={playlistFacts(playlist)}
      status={playlist.status}
      isMine={isMine}
      onView={view}
      onChoose={choose}
      ownerExtras={<RejectionRemark status={playlist.status} remark={playlist.verification_remark} />}
    >
      {dialog === 'edit' && (
        <EditPlaylist playlist={playlist} videos={videos} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          target={{ kind: 'playlist', id: playlist.id, title: playlist.title }}
          onClose={() => setDialog(null)}
        />
      )}
    </MediaCard>
  );
}

/** Edit where the page does not have the owner's videos (the course list): they are read first. */
function EditPlaylist({
  playlist,
  videos,
  onClose,
}: {
  playlist: PlaylistSummary;
  videos?: readonly VideoDetail[];
  onClose: () => void;
}) {
  const mine = useMyVideos(videos === undefined);
  const known = videos ?? mine.data?.videos;
  if (known) return <PlaylistDialog playlist={playlist} videos={known} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={VIDEO_TEXTS.editPlaylist}>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minWidth: 200, minHeight: 96 }}>
        {mine.isError ? (
          <Alert severity="error">{VIDEO_TEXTS.failed}</Alert>
        ) : (
          <CircularProgress aria-label={VIDEO_TEXTS.editPlaylist} />
        )}
      </DialogContent>
    </Dialog>
  );
}
