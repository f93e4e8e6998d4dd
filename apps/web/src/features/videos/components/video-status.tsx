import { Alert, Chip } from '@mui/material';
import type { VideoStatus } from '@tradecircle/domain';
import { VIDEO_TEXTS } from '../video-texts.ts';

const STATUS_COLOR = {
  Draft: 'default',
  Pending: 'warning',
  Verified: 'success',
  Rejected: 'error',
} as const satisfies Record<VideoStatus, string>;

/** The owner's status chip (Draft, Pending, Verified, Rejected). */
export function VideoStatusChip({ status }: { status: VideoStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOR[status]} variant="outlined" />;
}

/** A Rejected one's remark from staff, for its owner. */
export function RejectionRemark({ status, remark }: { status: VideoStatus; remark: string | null }) {
  if (status !== 'Rejected' || !remark) return null;
  return (
    <Alert severity="error" sx={{ py: 0, overflowWrap: 'anywhere' }}>
      {VIDEO_TEXTS.rejectedRemark(remark)}
    </Alert>
  );
}
