import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  formatDate,
  VIDEO_KINDS,
  VIDEO_REVIEW_STATUSES,
  type VideoKind,
  type VideoReviewStatus,
} from '@tradecircle/domain';
import { useState } from 'react';
import {
  NameWithId,
  type QueueColumn,
  QueueHeading,
  QueuePages,
  QueueRows,
  StatusToggle,
} from '../components/queue-view.tsx';
import type { VideoReview } from './api.ts';
import { KIND_LABEL, lengthOf, priceOf, STATUS_COLOR } from './format.ts';
import { useVideoQueue } from './hooks.ts';
import { VideoReviewDialog } from './video-review-dialog.tsx';

const EMPTY = {
  video: {
    Pending: 'No video is waiting for review.',
    Verified: 'No verified videos here.',
    Rejected: 'No rejected videos here.',
  },
  playlist: {
    Pending: 'No playlist is waiting for review.',
    Verified: 'No verified playlists here.',
    Rejected: 'No rejected playlists here.',
  },
} as const satisfies Record<VideoKind, Record<VideoReviewStatus, string>>;

export const VIDEOS_QUEUE_TEXTS = {
  heading: 'Video courses, playlists and videos',
  note: 'Experts’ uploads arrive here once they have filled the required details (title, description, language, price, playlist). A verified video or playlist is shown to everyone.',
  tableLabel: { video: 'Videos for review', playlist: 'Playlists for review' },
  kindLabel: 'Kind',
  kinds: { video: 'Videos', playlist: 'Playlists' },
  /** What the queue says when nothing of a kind has a status. */
  emptyFor: EMPTY,
  /** The first view's (pending videos) empty text. */
  empty: EMPTY.video.Pending,
  failed: 'The queue could not be loaded.',
  noPlaylist: 'Not in a playlist',
  detailEmpty: 'Videos and playlists are reviewed from the Videos queue: open one there to see its details.',
} as const;

function StatusChip({ item }: { item: VideoReview }) {
  return <Chip size="small" label={item.status} color={STATUS_COLOR[item.status]} />;
}

/**
 * The videos and playlists queue (videos-verification, permission `videos`): videos or playlists by
 * review status, the longest waiting first, each opening a detail dialog where a pending one is
 * approved or rejected with a remark for its owner.
 */
export function VideosQueuePanel() {
  const [kind, setKind] = useState<VideoKind>('video');
  const [status, setStatus] = useState<VideoReviewStatus>('Pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<VideoReview | null>(null);
  const queue = useVideoQueue({ kind, status, page });
  const texts = VIDEOS_QUEUE_TEXTS;
  const review = (item: VideoReview) => (
    <Button size="small" variant="outlined" onClick={() => setOpen(item)} aria-label={`Review ${item.title}`}>
      {item.status === 'Pending' ? 'Review' : 'View'}
    </Button>
  );
  const columns: QueueColumn<VideoReview>[] = [
    {
      header: 'Title',
      cell: (item) => <NameWithId name={item.title} id={item.id} prefix={KIND_LABEL[item.kind]} />,
    },
    { header: 'Owner', cell: (item) => <NameWithId name={item.owner.name} id={item.owner.id} /> },
    { header: 'Price', cell: priceOf },
    { header: kind === 'video' ? 'Duration' : 'Videos', cell: lengthOf },
    ...(kind === 'video'
      ? [{ header: 'Playlist', cell: (item: VideoReview) => item.playlist?.title ?? texts.noPlaylist }]
      : []),
    { header: 'Created', cell: (item) => formatDate(item.created) },
    { header: 'Status', cell: (item) => <StatusChip item={item} /> },
    { header: 'Review', align: 'right', cell: review },
  ];

  return (
    <Box>
      <QueueHeading title={texts.heading}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <StatusToggle
            value={kind}
            options={VIDEO_KINDS}
            labelOf={(option) => texts.kinds[option]}
            label={texts.kindLabel}
            onChange={(next) => {
              setKind(next);
              setPage(1);
            }}
          />
          <StatusToggle
            value={status}
            options={VIDEO_REVIEW_STATUSES}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </Stack>
      </QueueHeading>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 2 }}>
        {texts.note}
      </Typography>
      <QueueRows
        query={queue}
        rows={queue.data?.results}
        rowKey={(item) => `${item.kind}-${item.id}`}
        label={texts.tableLabel[kind]}
        failed={texts.failed}
        empty={texts.emptyFor[kind][status]}
        columns={columns}
        card={(item) => (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
              <StatusChip item={item} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              By {item.owner.name} · {formatDate(item.created)}
            </Typography>
            <Typography variant="caption">
              {[priceOf(item), lengthOf(item), ...(item.playlist ? [item.playlist.title] : [])].join(' · ')}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {review(item)}
            </Stack>
          </>
        )}
      />
      <QueuePages totalPages={queue.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {open && <VideoReviewDialog item={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}

/**
 * admin-video-detail and admin-playlist-detail: no page opens one item yet (the queue's dialog shows
 * it), so these routes say so.
 */
export function VideoDetailPanel() {
  return (
    <Alert severity="info" variant="outlined">
      {VIDEOS_QUEUE_TEXTS.detailEmpty}
    </Alert>
  );
}
