import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Pagination,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDate, PAYOUT_VERIFICATION_STATUSES, type PayoutVerificationStatus } from '@tradecircle/domain';
import { useState } from 'react';
import type { PaymentInfoReview } from '../api.ts';
import { type Decision, PaymentInfoDecisionDialog } from '../dialogs/payment-info-decision-dialog.tsx';
import { usePaymentInfoQueue } from '../hooks.ts';

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
  const name = review.user.name;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        onClick={() => onDecide('approve')}
        aria-label={`Approve ${name}`}
      >
        Approve
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        onClick={() => onDecide('reject')}
        aria-label={`Reject ${name}`}
      >
        Reject
      </Button>
    </Stack>
  );
}

/**
 * The payout queue (permission `payouts`): the experts' payout details by status, Pending first,
 * with the numbers masked as the server sends them; Approve and Reject (with a remark) on pending ones.
 */
export function PaymentInfoQueuePanel() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [status, setStatus] = useState<PayoutVerificationStatus>('Pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ review: PaymentInfoReview; decision: Decision } | null>(null);
  const queue = usePaymentInfoQueue(status, page);
  const rows = queue.data?.results;
  const totalPages = queue.data?.page_info.total_page ?? 0;
  const decide = (review: PaymentInfoReview) => (decision: Decision) => setDeciding({ review, decision });

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {PAYMENT_QUEUE_TEXTS.heading}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_, next: PayoutVerificationStatus | null) => {
            if (!next) return;
            setStatus(next);
            setPage(1);
          }}
          aria-label="Status"
        >
          {PAYOUT_VERIFICATION_STATUSES.map((option) => (
            <ToggleButton key={option} value={option} sx={{ flex: { xs: 1, sm: 'none' } }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {queue.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : queue.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void queue.refetch()}>
              Retry
            </Button>
          }
        >
          {PAYMENT_QUEUE_TEXTS.failed}
        </Alert>
      ) : !rows || rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {PAYMENT_QUEUE_TEXTS.empty[status]}
        </Typography>
      ) : isPhone ? (
        <Stack spacing={1.5} aria-label={PAYMENT_QUEUE_TEXTS.tableLabel} role="list">
          {rows.map((review) => (
            <Card key={review.id} variant="outlined" role="listitem">
              <CardContent>
                <Stack spacing={1}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="subtitle2">{review.user.name}</Typography>
                    <Chip
                      size="small"
                      label={review.verification_status}
                      color={STATUS_COLOR[review.verification_status]}
                    />
                  </Stack>
                  <Details review={review} />
                  <Typography variant="caption" color="text.secondary">
                    Updated {formatDate(review.updated)}
                  </Typography>
                  <Actions review={review} onDecide={decide(review)} />
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={PAYMENT_QUEUE_TEXTS.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>Expert</TableCell>
              <TableCell>Payout details</TableCell>
              <TableCell>Updated</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Decision</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((review) => (
              <TableRow key={review.id}>
                <TableCell>
                  {review.user.name}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    User {review.user.id}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Details review={review} />
                </TableCell>
                <TableCell>{formatDate(review.updated)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={review.verification_status}
                    color={STATUS_COLOR[review.verification_status]}
                  />
                </TableCell>
                <TableCell align="right">
                  <Actions review={review} onDecide={decide(review)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      {totalPages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={totalPages}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      )}
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
