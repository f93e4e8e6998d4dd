import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDate, SEBI_REVIEW_STATUSES, type SebiVerification } from '@tradecircle/domain';
import { useState } from 'react';
import {
  DecisionButtons,
  NameWithId,
  type QueueColumn,
  QueueHeading,
  QueuePages,
  QueueRows,
  StatusToggle,
} from '../components/queue-view.tsx';
import type { SebiRegistrationReview } from './api.ts';
import { useSebiRegistrations } from './hooks.ts';
import { SebiDecisionDialog, type SebiDecisionKind } from './sebi-decision-dialog.tsx';

export const SEBI_QUEUE_TEXTS = {
  heading: 'SEBI registrations',
  tableLabel: 'SEBI registrations for review',
  statusLabels: {
    self_declared: 'Awaiting review',
    verified: 'Verified',
    rejected: 'Rejected',
  } satisfies Record<SebiVerification, string>,
  empty: {
    self_declared: 'No SEBI registration is waiting for review.',
    verified: 'No verified SEBI registrations yet.',
    rejected: 'No rejected SEBI registrations.',
  } satisfies Record<SebiVerification, string>,
  failed: 'The SEBI queue could not be loaded.',
  expired: 'Expired',
} as const;

const STATUS_COLOR = { self_declared: 'warning', verified: 'success', rejected: 'error' } as const;

function Registration({ review }: { review: SebiRegistrationReview }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {review.type_label} · {review.sebi_registration_num}
      </Typography>
      <Typography variant="caption" color={review.is_expired ? 'error' : 'text.secondary'}>
        {review.valid_until ? `Valid until ${formatDate(review.valid_until)}` : 'No end date'}
        {review.is_expired ? ` · ${SEBI_QUEUE_TEXTS.expired}` : ''}
      </Typography>
      {review.remark && (
        <Typography variant="caption" color="error">
          Remark: {review.remark}
        </Typography>
      )}
    </Stack>
  );
}

function Times({ review }: { review: SebiRegistrationReview }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {review.submitted ? `Submitted ${formatDate(review.submitted)}` : 'Submitted before review began'}
      {review.reviewed ? ` · Reviewed ${formatDate(review.reviewed)}` : ''}
    </Typography>
  );
}

function Actions({
  review,
  onDecide,
}: {
  review: SebiRegistrationReview;
  onDecide: (decision: SebiDecisionKind) => void;
}) {
  if (review.verification !== 'self_declared' || review.is_expired) return null;
  return (
    <DecisionButtons
      name={review.user.name}
      approveLabel="Verify"
      onApprove={() => onDecide('approve')}
      onReject={() => onDecide('reject')}
    />
  );
}

const statusChip = (review: SebiRegistrationReview) => (
  <Chip
    size="small"
    label={SEBI_QUEUE_TEXTS.statusLabels[review.verification]}
    color={STATUS_COLOR[review.verification]}
  />
);

/**
 * The SEBI queue (permission `sebi`): recorded registrations by verification, those awaiting review
 * first (a lapsed one leaves that view by itself); Verify and Reject (with a remark) on those.
 */
export function SebiReviewPanel() {
  const [status, setStatus] = useState<SebiVerification>('self_declared');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{
    review: SebiRegistrationReview;
    decision: SebiDecisionKind;
  } | null>(null);
  const queue = useSebiRegistrations(status, page);
  const decide = (review: SebiRegistrationReview) => (decision: SebiDecisionKind) =>
    setDeciding({ review, decision });
  const columns: QueueColumn<SebiRegistrationReview>[] = [
    { header: 'Expert', cell: (review) => <NameWithId name={review.user.name} id={review.user.id} /> },
    { header: 'Registration', cell: (review) => <Registration review={review} /> },
    { header: 'Submitted / reviewed', cell: (review) => <Times review={review} /> },
    { header: 'Status', cell: statusChip },
    {
      header: 'Decision',
      align: 'right',
      cell: (review) => <Actions review={review} onDecide={decide(review)} />,
    },
  ];

  return (
    <Box>
      <QueueHeading title={SEBI_QUEUE_TEXTS.heading}>
        <StatusToggle
          value={status}
          options={SEBI_REVIEW_STATUSES}
          labelOf={(option) => SEBI_QUEUE_TEXTS.statusLabels[option]}
          label="Verification"
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </QueueHeading>
      <QueueRows
        query={queue}
        rows={queue.data?.results}
        rowKey={(review) => review.user.id}
        label={SEBI_QUEUE_TEXTS.tableLabel}
        failed={SEBI_QUEUE_TEXTS.failed}
        empty={SEBI_QUEUE_TEXTS.empty[status]}
        columns={columns}
        card={(review) => (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {review.user.name} · User {review.user.id}
              </Typography>
              {statusChip(review)}
            </Stack>
            <Registration review={review} />
            <Times review={review} />
            <Actions review={review} onDecide={decide(review)} />
          </>
        )}
      />
      <QueuePages totalPages={queue.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {deciding && (
        <SebiDecisionDialog
          review={deciding.review}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Box>
  );
}
