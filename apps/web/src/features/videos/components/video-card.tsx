import { Button } from '@mui/material';
import {
  formatVideoDuration,
  formatVideoPrice,
  type PlaylistSummary,
  type VideoCard as VideoCardData,
  type VideoDetail,
} from '@tradecircle/domain';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { videoDetailPath } from '../video-paths.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { LazyDeleteDialog, LazyEditVideoDialog } from './lazy-card-dialogs.tsx';
import { MediaCard } from './media-card.tsx';
import type { VideoCardAction } from './video-card-menu.tsx';
import { RejectionRemark } from './video-status.tsx';

const isDetail = (video: VideoCardData | VideoDetail): video is VideoDetail => 'is_my_video' in video;

/** Price, views and language, as a card's one line. */
export function videoFacts(video: VideoCardData): string {
  return [
    formatVideoPrice(video),
    video.duration_seconds === null ? null : formatVideoDuration(video.duration_seconds),
    VIDEO_TEXTS.views(video.views_count),
    video.language?.name_to_show ?? null,
  ]
    .filter((fact): fact is string => fact !== null)
    .join(' · ');
}

interface VideoCardProps {
  video: VideoCardData | VideoDetail;
  /** The viewer owns it: Edit and Delete in the menu, its status, '+ Add Video details' on a Draft. */
  isMine: boolean;
  /** The owner's playlists, when the page has them (Edit reads them itself otherwise). */
  playlists?: readonly PlaylistSummary[];
  /** After a delete (the list the card is in reads itself again). */
  onChanged?: () => void;
}

/**
 * A video's card (§2 Videos): the poster, title, owner, price, length, views and language, and the
 * card menu. View opens /video-detail, except a Draft, which shows the spec's warning instead.
 */
export function VideoCard({ video, isMine, playlists, onChanged }: VideoCardProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const title = video.title || VIDEO_TEXTS.draftUntitled;
  const isDraft = video.status === 'Draft';

  const view = () => {
    if (isDraft) {
      notify(VIDEO_TEXTS.draftWarning, 'warning');
      return;
    }
    navigate(videoDetailPath({ videoId: video.id, ownerId: video.profile.user }));
  };
  const choose = (action: VideoCardAction) => {
    if (action === 'View') view();
    else setDialog(action === 'Edit' ? 'edit' : 'delete');
  };

  return (
    <MediaCard
      title={title}
      thumbnail={video.thumbnail}
      badge={video.duration_seconds === null ? null : formatVideoDuration(video.duration_seconds)}
      owner={video.profile.name}
      facts={videoFacts(video)}
      status={video.status}
      isMine={isMine}
      onView={view}
      onChoose={choose}
      ownerExtras={
        <>
          {isDetail(video) && <RejectionRemark status={video.status} remark={video.verification_remark} />}
          {isDraft && (
            <Button variant="outlined" size="small" onClick={() => setDialog('edit')}>
              {VIDEO_TEXTS.addDetails}
            </Button>
          )}
        </>
      }
    >
      <Suspense fallback={null}>
        {dialog === 'edit' && (
          <LazyEditVideoDialog
            video={isDetail(video) ? video : null}
            videoId={video.id}
            playlists={playlists}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'delete' && (
          <LazyDeleteDialog
            target={{ kind: 'video', id: video.id, title: video.title }}
            onClose={() => setDialog(null)}
            onDeleted={onChanged}
          />
        )}
      </Suspense>
    </MediaCard>
  );
}
