import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { type QueueColumn, QueuePages, QueueRows } from '../components/queue-view.tsx';
import type { MarginOverride, MarginTarget } from './api.ts';
import { useMargins, useSaveMargin } from './hooks.ts';
import { MarginDialog } from './margin-dialog.tsx';

export const MARGINS_TEXTS = {
  heading: 'Margins',
  tableLabel: 'Margins set per expert and per group',
  setMargin: 'Set margin',
  defaultMargin: (percent: number) => `Default platform fee: ${percent}% (PLATFORM_FEE_PERCENT)`,
  empty: 'No expert or group has a margin of its own: every sale pays the default.',
  failed: 'The margins could not be loaded.',
  clearFailed: 'The margin could not be cleared.',
  kind: { expert: 'Expert', group: 'Group' },
} as const;

const targetOf = (row: MarginOverride): MarginTarget => ({ kind: row.kind, id: row.id });
const labelOf = (row: MarginOverride) => `${MARGINS_TEXTS.kind[row.kind]} ${row.name}`;

/**
 * Set margin (permission `margins`): the platform's fee per expert or per group, over the global
 * default; set one by id, edit or clear an override (a cleared one falls back: group → its expert →
 * the default).
 */
export function MarginsPanel() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{
    initial: { target: MarginTarget; percent: number } | null;
  } | null>(null);
  const margins = useMargins(page);
  const save = useSaveMargin();
  const defaultPercent = margins.data?.default_margin_percent ?? 0;

  const clear = async (row: MarginOverride) => {
    try {
      const answer = await save.mutateAsync({ target: targetOf(row), marginPercent: null });
      notify(answer.message, 'success');
    } catch (error) {
      notify((error instanceof HttpError && serverMessage(error.body)) || MARGINS_TEXTS.clearFailed, 'error');
    }
  };
  const actions = (row: MarginOverride) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setEditing({ initial: { target: targetOf(row), percent: row.margin_percent } })}
        aria-label={`Edit ${labelOf(row)}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => void clear(row)}
        disabled={save.isPending}
        aria-label={`Clear ${labelOf(row)}`}
      >
        Clear
      </Button>
    </Stack>
  );
  const columns: QueueColumn<MarginOverride>[] = [
    {
      header: 'For',
      cell: (row) => `${MARGINS_TEXTS.kind[row.kind]} ${row.id}`,
    },
    {
      header: 'Name',
      cell: (row) => (
        <>
          {row.name}
          {row.admin && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              by {row.admin.name} (user {row.admin.id})
            </Typography>
          )}
        </>
      ),
    },
    { header: 'Margin', cell: (row) => `${row.margin_percent}%` },
    { header: 'Change', align: 'right', cell: actions },
  ];

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {MARGINS_TEXTS.heading}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ initial: null })} disabled={!margins.data}>
          {MARGINS_TEXTS.setMargin}
        </Button>
      </Stack>
      {margins.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {MARGINS_TEXTS.defaultMargin(defaultPercent)}
        </Typography>
      )}

      <QueueRows
        query={margins}
        rows={margins.data?.results}
        rowKey={(row) => `${row.kind}-${row.id}`}
        label={MARGINS_TEXTS.tableLabel}
        failed={MARGINS_TEXTS.failed}
        empty={MARGINS_TEXTS.empty}
        columns={columns}
        skeletonHeight={48}
        card={(row) => (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              <Chip size="small" label={`${row.margin_percent}%`} />
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {MARGINS_TEXTS.kind[row.kind]} {row.id}
              {row.admin ? ` · by ${row.admin.name}` : ''}
            </Typography>
            {actions(row)}
          </>
        )}
      />

      <QueuePages totalPages={margins.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {editing && (
        <MarginDialog
          initial={editing.initial}
          defaultPercent={defaultPercent}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
