import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { formatTradeTime, type ReportedUser } from '@tradecircle/domain';
import { useState } from 'react';
import { NameWithId, type QueueColumn, QueuePages, QueueRows } from '../components/queue-view.tsx';
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
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const queue = useReportedUsers(page);
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
  const columns: QueueColumn<ReportedUser>[] = [
    {
      header: 'User',
      cell: (row) => <NameWithId name={row.user.name || `User ${row.user.id}`} id={row.user.id} />,
    },
    { header: 'Reports', align: 'right', cell: (row) => row.report_count },
    { header: 'Reasons', cell: (row) => <Reasons row={row} /> },
    { header: 'Latest report', cell: (row) => formatTradeTime(row.latest_report) },
    { header: 'Warnings', align: 'right', cell: (row) => row.warning_count },
    { header: 'Standing', cell: (row) => <Standing row={row} /> },
    { header: '', align: 'right', cell: review },
  ];

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {MODERATION_TEXTS.heading}
      </Typography>
      <QueueRows
        query={queue}
        rows={queue.data?.results}
        rowKey={(row) => row.user.id}
        label={MODERATION_TEXTS.tableLabel}
        failed={MODERATION_TEXTS.failed}
        empty={MODERATION_TEXTS.empty}
        columns={columns}
        card={(row) => (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
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
          </>
        )}
      />
      <QueuePages totalPages={queue.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {reviewing !== null && <ReportedUserDialog userId={reviewing} onClose={() => setReviewing(null)} />}
    </Box>
  );
}
