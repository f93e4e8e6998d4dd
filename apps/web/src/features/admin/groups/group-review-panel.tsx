import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  formatDate,
  formatRupees,
  GROUP_TYPES,
  GROUP_VERIFICATION_STATUSES,
  type GroupType,
  type GroupVerificationStatus,
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
import type { GroupReview } from './api.ts';
import { GROUP_REVIEW_DIALOG_TEXTS, GroupReviewDialog, PAYOUT_COLOR } from './group-review-dialog.tsx';
import { useGroupQueue } from './hooks.ts';

export const GROUP_REVIEW_TEXTS = {
  heading: 'Groups',
  tableLabel: 'Groups for review',
  typeLabel: 'Type',
  allTypes: 'All types',
  empty: {
    Pending: 'No group is waiting for review.',
    Verified: 'No verified groups here.',
    Rejected: 'No rejected groups here.',
  } satisfies Record<GroupVerificationStatus, string>,
  failed: 'The queue could not be loaded.',
} as const;

const STATUS_COLOR = { Pending: 'warning', Verified: 'success', Rejected: 'error' } as const;

const plansOf = (group: GroupReview) =>
  group.price.length === 0
    ? 'No plan'
    : group.price.map((plan) => `${plan.plan} ${formatRupees(plan.price)}`).join(' · ');

function PayoutChip({ group }: { group: GroupReview }) {
  const status = group.admin_payout_status;
  const texts = GROUP_REVIEW_DIALOG_TEXTS.payoutStatus;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={`Payout: ${status ? texts[status] : texts.none}`}
      color={status ? PAYOUT_COLOR[status] : 'default'}
    />
  );
}

/**
 * The groups queue (permission `groups`): groups by review status and type, the longest waiting
 * first, each opening a detail dialog (description, plans, the admin's payout status) where a
 * pending group is approved or rejected with a remark.
 */
export function GroupReviewPanel() {
  const [status, setStatus] = useState<GroupVerificationStatus>('Pending');
  const [groupType, setGroupType] = useState<GroupType | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<GroupReview | null>(null);
  const queue = useGroupQueue({ status, groupType, page });
  const review = (group: GroupReview) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => setOpen(group)}
      aria-label={`Review ${group.name}`}
    >
      {group.verification_status === 'Pending' ? 'Review' : 'View'}
    </Button>
  );
  const columns: QueueColumn<GroupReview>[] = [
    {
      header: 'Group',
      cell: (group) => <NameWithId name={group.name} id={group.id} prefix={`${group.group_type} · group`} />,
    },
    {
      header: 'Admin',
      cell: (group) => (
        <>
          <NameWithId name={group.admin.name} id={group.admin.id} />
          <PayoutChip group={group} />
        </>
      ),
    },
    { header: 'Plans', cell: (group) => <Typography variant="body2">{plansOf(group)}</Typography> },
    { header: 'Created', cell: (group) => formatDate(group.created) },
    {
      header: 'Status',
      cell: (group) => (
        <Chip
          size="small"
          label={group.verification_status}
          color={STATUS_COLOR[group.verification_status]}
        />
      ),
    },
    { header: 'Review', align: 'right', cell: review },
  ];

  return (
    <Box>
      <QueueHeading title={GROUP_REVIEW_TEXTS.heading}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label={GROUP_REVIEW_TEXTS.typeLabel}
            value={groupType ?? ''}
            onChange={(event) => {
              setGroupType((event.target.value || null) as GroupType | null);
              setPage(1);
            }}
            sx={{ minWidth: 140 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{GROUP_REVIEW_TEXTS.allTypes}</MenuItem>
            {GROUP_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <StatusToggle
            value={status}
            options={GROUP_VERIFICATION_STATUSES}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </Stack>
      </QueueHeading>
      <QueueRows
        query={queue}
        rows={queue.data?.results}
        rowKey={(group) => group.id}
        label={GROUP_REVIEW_TEXTS.tableLabel}
        failed={GROUP_REVIEW_TEXTS.failed}
        empty={GROUP_REVIEW_TEXTS.empty[status]}
        columns={columns}
        card={(group) => (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {group.name}
              </Typography>
              <Chip size="small" label={group.group_type} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              By {group.admin.name} · {formatDate(group.created)}
            </Typography>
            <Typography variant="caption">{plansOf(group)}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <PayoutChip group={group} />
              {review(group)}
            </Stack>
          </>
        )}
      />
      <QueuePages totalPages={queue.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {open && <GroupReviewDialog group={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
