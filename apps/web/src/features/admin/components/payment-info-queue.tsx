import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDate, PAYOUT_VERIFICATION_STATUSES, type PayoutVerificationStatus } from '@tradecircle/domain';
import { useState } from 'react';
import type { PaymentInfoReview } from '../api.ts';
import { type Decision, PaymentInfoDecisionDialog } from '../dialogs/payment-info-decision-dialog.tsx';
import { usePaymentInfoQueue } from '../hooks.ts';
import {
  DecisionButtons,
  NameWithId,
  type QueueColumn,
  QueueHeading,
  QueuePages,
  QueueRows,
  StatusToggle,
} from './queue-view.tsx';

export const PAYMENT_QUEUE_TEXTS = {
  heading: 'Payment information',
  tableLabel: 'Payment information for review',
  empty: {
    Pending: 'No payment information is waiting for review.',
    Verified: 'No verified payment information yet.',
    Rejected: 'No rejected payment information.',
  } satisfies Record<PayoutVerificationStatus, string>,
  failed: 'The queue could not be loaded.',
} as const;

const STATUS_COLOR = { Pending: 'warning', Verified: 'success', Rejected: 'error' } as const;

function Details({ review }: { review: PaymentInfoReview }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">
        {review.account_holder_name}
        {review.bank_name ? ` · ${review.bank_name}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        A/c {review.account_number} · IFSC {review.ifsc_code} · PAN {review.pan_number}
        {review.gst_number ? ` · GST ${review.gst_number}` : ''}
      </Typography>
      {review.remark && (
        <Typography variant="caption" color="error">
          Remark: {review.remark}
        </Typography>
      )}
    </Stack>
  );
}

function Actions({
  review,
  onDecide,
}: {
  review: PaymentInfoReview;
  onDecide: (decision: Decision) => void;
}) {
  if (review.verification_status !== 'Pending') return null;
  return (
    <DecisionButtons
      name={review.user.name}
      onApprove={() => onDecide('approve')}
      onReject={() => onDecide('reject')}
    />
  );
}

const statusChip = (review: PaymentInfoReview) => (
  <Chip size="small" label={review.verification_status} color={STATUS_COLOR[review.verification_status]} />
);

/**
 * The payout queue (permission `payouts`): the experts' payout details by status, Pending first,
 * with the numbers masked as the server sends them; Approve and Reject (with a remark) on pending ones.
 */
export function PaymentInfoQueuePanel() {
  const [status, setStatus] = useState<PayoutVerificationStatus>('Pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ review: PaymentInfoReview; decision: Decision } | null>(null);
  const queue = usePaymentInfoQueue(status, page);
  const decide = (review: PaymentInfoReview) => (decision: Decision) => setDeciding({ review, decision });
  const columns: QueueColumn<PaymentInfoReview>[] = [
    { header: 'Expert', cell: (review) => <NameWithId name={review.user.name} id={review.user.id} /> },
    { header: 'Payout details', cell: (review) => <Details review={review} /> },
    { header: 'Updated', cell: (review) => formatDate(review.updated) },
    { header: 'Status', cell: statusChip },
    {
      header: 'Decision',
      align: 'right',
      cell: (review) => <Actions review={review} onDecide={decide(review)} />,
    },
  ];

  return (
    <Box>
      <QueueHeading title={PAYMENT_QUEUE_TEXTS.heading}>
        <StatusToggle
          value={status}
          options={PAYOUT_VERIFICATION_STATUSES}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </QueueHeading>
      <QueueRows
        query={queue}
        rows={queue.data?.results}
        rowKey={(review) => review.id}
        label={PAYMENT_QUEUE_TEXTS.tableLabel}
        failed={PAYMENT_QUEUE_TEXTS.failed}
        empty={PAYMENT_QUEUE_TEXTS.empty[status]}
        columns={columns}
        card={(review) => (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2">{review.user.name}</Typography>
              {statusChip(review)}
            </Stack>
            <Details review={review} />
            <Typography variant="caption" color="text.secondary">
              Updated {formatDate(review.updated)}
            </Typography>
            <Actions review={review} onDecide={decide(review)} />
          </>
        )}
      />
      <QueuePages totalPages={queue.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {deciding && (
        <PaymentInfoDecisionDialog
          review={deciding.review}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Box>
  );
}
