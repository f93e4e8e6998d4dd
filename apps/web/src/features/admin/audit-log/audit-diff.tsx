import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditEntry } from './api.ts';

export const DIFF_TEXTS = {
  tableLabel: 'Changes',
  nothing: 'No recorded state.',
  absent: '—',
} as const;

type State = AuditEntry['before'];

/** A value as readable JSON: text as it is, everything else indented. */
function show(value: unknown): string {
  if (value === undefined) return DIFF_TEXTS.absent;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The fields of `before` and `after`, changed ones first, each with its old and new value. */
export function diffRows(before: State, after: State) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = keys.map((key) => {
    const old = before?.[key];
    const next = after?.[key];
    return { key, before: old, after: next, isChanged: JSON.stringify(old) !== JSON.stringify(next) };
  });
  return [...rows.filter((row) => row.isChanged), ...rows.filter((row) => !row.isChanged)];
}

const valueSx = {
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/**
 * An entry's state before and after the decision, field by field: changed fields first and marked,
 * a creation with nothing before and a deletion with nothing after shown as "—".
 */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {DIFF_TEXTS.nothing}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`${DIFF_TEXTS.tableLabel} ${entry.id}`} sx={{ minWidth: 320 }}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} sx={row.isChanged ? undefined : { opacity: 0.6 }}>
              <TableCell sx={{ fontWeight: row.isChanged ? 600 : undefined, verticalAlign: 'top' }}>
                {row.key}
              </TableCell>
              <TableCell
                sx={{ ...valueSx, verticalAlign: 'top', color: row.isChanged ? 'error.main' : undefined }}
              >
                {show(row.before)}
              </TableCell>
              <TableCell
                sx={{ ...valueSx, verticalAlign: 'top', color: row.isChanged ? 'success.main' : undefined }}
              >
                {show(row.after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
