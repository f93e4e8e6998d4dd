import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { formatDate } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { VideoPreview } from '../../videos/index.ts';
import { RemarkField, ReviewActions, useRemarkedDecision } from '../components/decision-dialog.tsx';
import type { VideoReview } from './api.ts';
import { KIND_LABEL, lengthOf, priceOf, STATUS_COLOR } from './format.ts';
import { useDecideVideo } from './hooks.ts';

export const VIDEO_REVIEW_DIALOG_TEXTS = {
  title: (title: string) => `Review ${title}`,
  noDescription: 'No description given.',
  language: 'Language',
  noLanguage: 'Not given',
  price: 'Price',
  duration: 'Duration',
  videoCount: 'Videos',
  playlist: 'Playlist',
  noPlaylist: 'Not in a playlist',
  playlistNote: 'Open each video of the playlist in the Videos queue to watch it.',
  remarkLabel: 'Remark for the owner',
  previousRemark: 'Earlier remark',
  failed: 'The decision could not be saved. Please try again.',
} as const;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A video or a playlist under review: what it is, costs and says, with Approve, and Reject once a
 * remark is written (shown to its owner). The server checks again and answers 409 when someone else
 * decided first. A video plays here (staff get a signed link like any viewer who may watch).
 */
export function VideoReviewDialog({ item, onClose }: { item: VideoReview; onClose: () => void }) {
  const titleId = useId();
  const decide = useDecideVideo();
  const [rejecting, setRejecting] = useState(false);
  const texts = VIDEO_REVIEW_DIALOG_TEXTS;
  const { submit, refusal, remarkField } = useRemarkedDecision(
    (remark) =>
      decide.mutateAsync(
        remark === null
          ? { kind: item.kind, id: item.id, approve: true }
          : { kind: item.kind, id: item.id, approve: false, remark },
      ),
    texts.failed,
    onClose,
  );
  const isPending = item.status === 'Pending';
  const isVideo = item.kind === 'video';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {texts.title(item.title)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Chip size="small" label={KIND_LABEL[item.kind]} />
            <Chip size="small" variant="outlined" label={item.status} color={STATUS_COLOR[item.status]} />
            <Typography variant="body2" color="text.secondary">
              By {item.owner.name} (user {item.owner.id}) · created {formatDate(item.created)}
            </Typography>
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
              gap: 1.5,
            }}
          >
            <Detail label={texts.language} value={item.language?.trim() || texts.noLanguage} />
            <Detail label={texts.price} value={priceOf(item)} />
            <Detail label={isVideo ? texts.duration : texts.videoCount} value={lengthOf(item)} />
            {isVideo && <Detail label={texts.playlist} value={item.playlist?.title ?? texts.noPlaylist} />}
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.description?.trim() ? item.description : texts.noDescription}
          </Typography>
          {isVideo ? (
            <VideoPreview videoId={item.id} title={item.title} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {texts.playlistNote}
            </Typography>
          )}
          {item.verification_remark && (
            <Alert severity={item.status === 'Rejected' ? 'error' : 'info'}>
              {texts.previousRemark}: {item.verification_remark}
            </Alert>
          )}
          {rejecting && <RemarkField label={texts.remarkLabel} {...remarkField} />}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <ReviewActions
        isPending={isPending}
        rejecting={rejecting}
        sending={decide.isPending}
        onClose={onClose}
        onStartRejecting={() => setRejecting(true)}
        onSubmit={(approve) => void submit(approve)}
      />
    </Dialog>
  );
}
