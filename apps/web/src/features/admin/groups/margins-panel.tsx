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
import { useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
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
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{
    initial: { target: MarginTarget; percent: number } | null;
  } | null>(null);
  const margins = useMargins(page);
  const save = useSaveMargin();
  const rows = margins.data?.results;
  const defaultPercent = margins.data?.default_margin_percent ?? 0;
  const totalPages = margins.data?.page_info.total_page ?? 0;

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

      {margins.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : margins.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void margins.refetch()}>
              Retry
            </Button>
          }
        >
          {MARGINS_TEXTS.failed}
        </Alert>
      ) : !rows || rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {MARGINS_TEXTS.empty}
        </Typography>
      ) : isPhone ? (
        <Stack spacing={1.5} aria-label={MARGINS_TEXTS.tableLabel} role="list">
          {rows.map((row) => (
            <Card key={`${row.kind}-${row.id}`} variant="outlined" role="listitem">
              <CardContent>
                <Stack spacing={1}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                  >
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
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={MARGINS_TEXTS.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>For</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Margin</TableCell>
              <TableCell align="right">Change</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.kind}-${row.id}`}>
                <TableCell>
                  {MARGINS_TEXTS.kind[row.kind]} {row.id}
                </TableCell>
                <TableCell>
                  {row.name}
                  {row.admin && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      by {row.admin.name} (user {row.admin.id})
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{row.margin_percent}%</TableCell>
                <TableCell align="right">{actions(row)}</TableCell>
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
