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
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatTradeTime, type ReportedUser } from '@tradecircle/domain';
import { useState } from 'react';
import { useReportedUsers } from './hooks.ts';
import { ReportedUserDialog } from './reported-user-dialog.tsx';
import { suspensionLabel } from './suspension-label.ts';

export const MODERATION_TEXTS = {
  heading: 'Moderation',
  tableLabel: 'Reported users',
  empty: 'Nobody has been reported.',
  failed: 'The reports could not be loaded.',
} as const;

function Reasons({ row }: { row: ReportedUser }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {row.reasons.map((reason) => (
        <Chip
          key={reason.reason}
          size="small"
          variant="outlined"
          label={`${reason.reason} × ${reason.count}`}
        />
      ))}
    </Stack>
  );
}

function Standing({ row }: { row: ReportedUser }) {
  return (
    <Chip size="small" color={row.suspension ? 'error' : 'success'} label={suspensionLabel(row.suspension)} />
  );
}

/**
 * The moderation queue (permission `moderation`): reported users, most reported first, with their
 * reasons, latest report, warnings and standing; Review opens the user's reports and actions.
 */
export function ModerationPanel() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const queue = useReportedUsers(page);
  const rows = queue.data?.results;
  const totalPages = queue.data?.page_info.total_page ?? 0;
  const review = (row: ReportedUser) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => setReviewing(row.user.id)}
      aria-label={`Review ${row.user.name}`}
    >
      Review
    </Button>
  );

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {MODERATION_TEXTS.heading}
      </Typography>
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
          {MODERATION_TEXTS.failed}
        </Alert>
      ) : !rows || rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {MODERATION_TEXTS.empty}
        </Typography>
      ) : isPhone ? (
        <Stack spacing={1.5} aria-label={MODERATION_TEXTS.tableLabel} role="list">
          {rows.map((row) => (
            <Card key={row.user.id} variant="outlined" role="listitem">
              <CardContent>
                <Stack spacing={1}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Typography variant="subtitle2">{row.user.name || `User ${row.user.id}`}</Typography>
                    <Standing row={row} />
                  </Stack>
                  <Typography variant="body2">
                    {row.report_count} reports · {row.warning_count} warnings
                  </Typography>
                  <Reasons row={row} />
                  <Typography variant="caption" color="text.secondary">
                    Latest report {formatTradeTime(row.latest_report)}
                  </Typography>
                  <Box>{review(row)}</Box>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={MODERATION_TEXTS.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>User</TableCell>
              <TableCell align="right">Reports</TableCell>
              <TableCell>Reasons</TableCell>
              <TableCell>Latest report</TableCell>
              <TableCell align="right">Warnings</TableCell>
              <TableCell>Standing</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.user.id}>
                <TableCell>
                  {row.user.name || `User ${row.user.id}`}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    User {row.user.id}
                  </Typography>
                </TableCell>
                <TableCell align="right">{row.report_count}</TableCell>
                <TableCell>
                  <Reasons row={row} />
                </TableCell>
                <TableCell>{formatTradeTime(row.latest_report)}</TableCell>
                <TableCell align="right">{row.warning_count}</TableCell>
                <TableCell>
                  <Standing row={row} />
                </TableCell>
                <TableCell align="right">{review(row)}</TableCell>
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
      {reviewing !== null && <ReportedUserDialog userId={reviewing} onClose={() => setReviewing(null)} />}
    </Box>
  );
}
