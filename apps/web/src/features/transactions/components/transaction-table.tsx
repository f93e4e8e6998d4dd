import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDate } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { Money } from '../../../shared/ui/money.tsx';
import type { Transaction, VideoTransaction } from '../api.ts';
import { TransactionStatusChip } from './transaction-status-chip.tsx';

export const TRANSACTIONS_TABLE_LABEL = 'Transactions';

/** One payment as the table and the cards show it. */
export interface TransactionRow {
  id: number;
  created: string;
  reference: string;
  member: string;
  product: string;
  window: string;
  totalPrice: number;
  fee: number | null;
  payable: number | null;
  status: string;
}

type Window = { start_date: string; end_date: string } | null | undefined;

function planWindow(membership: Window): string {
  if (!membership) return '—';
  return `${formatDate(membership.start_date)} – ${formatDate(membership.end_date)}`;
}

/** A group or report payment: what was bought is the group, or the research report. */
export function transactionRow(transaction: Transaction): TransactionRow {
  return {
    id: transaction.id,
    created: transaction.created,
    reference: transaction.payment_id ?? transaction.order_id,
    member: transaction.member_detail.profile.name,
    product:
      transaction.group_detail?.name ??
      (transaction.report_detail
        ? `Report: ${transaction.report_detail.stock_name}`
        : transaction.webinar_detail
          ? `Webinar: ${transaction.webinar_detail.title}`
          : '—'),
    window: planWindow(transaction.membership),
    totalPrice: transaction.total_price,
    fee: transaction.fee,
    payable: transaction.payable_amount,
    status: transaction.payment_status,
  };
}

/** What a video sale's window reads: a purchase is kept for good. */
export const BOUGHT_FOR_GOOD = 'For good';

/** A video or playlist sale (§3: subscription_type, video.title, playlist.name). */
export function videoTransactionRow(transaction: VideoTransaction): TransactionRow {
  const name =
    transaction.subscription_type === 'playlist' ? transaction.playlist?.name : transaction.video?.title;
  return {
    id: transaction.id,
    created: transaction.created,
    reference: transaction.payment_id ?? transaction.order_id,
    member: transaction.member_detail.profile.name,
    product: `${transaction.subscription_type === 'playlist' ? 'Playlist' : 'Video'}: ${name ?? '—'}`,
    window: BOUGHT_FOR_GOOD,
    totalPrice: transaction.total_price,
    fee: transaction.fee,
    payable: transaction.payable_amount,
    status: transaction.payment_status,
  };
}

function Reference({ row }: { row: TransactionRow }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
      {row.reference}
    </Typography>
  );
}

/** From 768 px: one row per payment. */
export function TransactionTable({
  rows,
  productLabel = 'Group',
}: {
  rows: readonly TransactionRow[];
  productLabel?: string;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label={TRANSACTIONS_TABLE_LABEL} size="small">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>{productLabel}</TableCell>
            <TableCell>Plan window</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Fee</TableCell>
            <TableCell align="right">Payable</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.created)}
                <Reference row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.member}</TableCell>
              <TableCell>{row.product}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.window}</TableCell>
              <TableCell align="right">
                <Money amount={row.totalPrice} />
              </TableCell>
              <TableCell align="right">
                <Money amount={row.fee} />
              </TableCell>
              <TableCell align="right">
                <Money amount={row.payable} sx={{ fontWeight: 700 }} />
              </TableCell>
              <TableCell>
                <TransactionStatusChip status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Under 768 px: a card per payment with the same fields. */
export function TransactionCards({ rows }: { rows: readonly TransactionRow[] }) {
  return (
    <Stack
      component="ul"
      aria-label={TRANSACTIONS_TABLE_LABEL}
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{row.member}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.product}
                </Typography>
              </Box>
              <TransactionStatusChip status={row.status} />
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                gap: 1,
                mt: 1.5,
                mb: 0,
              }}
            >
              <Field label="Amount">
                <Money amount={row.totalPrice} />
              </Field>
              <Field label="Fee">
                <Money amount={row.fee} />
              </Field>
              <Field label="Payable">
                <Money amount={row.payable} sx={{ fontWeight: 700 }} />
              </Field>
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                gap: 1,
                mt: 1,
                mb: 0,
              }}
            >
              <Field label="Plan window">{row.window}</Field>
              <Field label="Date">
                {formatDate(row.created)}
                <Reference row={row} />
              </Field>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
