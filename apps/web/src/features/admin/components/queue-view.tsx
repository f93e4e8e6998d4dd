import {
  Button,
  Card,
  CardContent,
  Pagination,
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
import type { Key, ReactNode } from 'react';
import { ListState } from './list-state.tsx';

/*
 * What every admin queue shows alike: its heading with the filters, the status toggle, the rows as a
 * table from 768 px and as cards below, loading, error with Retry and empty states, and the pages.
 */

/** The queue's heading, its filters beside it (under it on a phone). */
export function QueueHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** One of the queue's statuses at a time (a status is always chosen). */
export function StatusToggle<S extends string>({
  value,
  options,
  labelOf = (option) => option,
  label = 'Status',
  onChange,
}: {
  value: S;
  options: readonly S[];
  labelOf?: (option: S) => string;
  label?: string;
  onChange: (next: S) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: S | null) => {
        if (next) onChange(next);
      }}
      aria-label={label}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {labelOf(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export type QueueColumn<T> = { header: string; align?: 'right'; cell: (row: T) => ReactNode };

/** The page of rows as the query has it: skeletons, an error with Retry, the empty text, or the rows. */
export function QueueRows<T>({
  query,
  rows = [],
  rowKey,
  label,
  failed,
  empty,
  columns,
  card,
  skeletonHeight = 64,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  /** The table's (and the phone's list's) accessible name. */
  label: string;
  failed: string;
  empty: string;
  columns: readonly QueueColumn<T>[];
  /** A row as a phone shows it. */
  card: (row: T) => ReactNode;
  /** Each loading skeleton's height in px, about a row's. */
  skeletonHeight?: number;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <ListState
      query={query}
      isEmpty={rows.length === 0}
      emptyText={empty}
      failedText={failed}
      skeletonHeight={skeletonHeight}
      emptyPaddingY={4}
    >
      {isPhone ? (
        <Stack spacing={1.5} aria-label={label} role="list">
          {rows.map((row) => (
            <Card key={rowKey(row)} variant="outlined" role="listitem">
              <CardContent>
                <Stack spacing={1}>{card(row)}</Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ListState>
  );
}

/** The queue's pages, shown when there is more than one. */
export function QueuePages({
  totalPages,
  page,
  onChange,
}: {
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={totalPages}
      page={page}
      onChange={(_, next) => onChange(next)}
    />
  );
}

/** A name with the user id under it, as the queues' first column shows a person. */
export function NameWithId({ name, id, prefix = 'User' }: { name: string; id: number; prefix?: string }) {
  return (
    <>
      {name}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {prefix} {id}
      </Typography>
    </>
  );
}

/** Approve (or another word) and Reject on a row that waits for a decision; named after the owner. */
export function DecisionButtons({
  name,
  approveLabel = 'Approve',
  onApprove,
  onReject,
}: {
  name: string;
  approveLabel?: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" onClick={onApprove} aria-label={`${approveLabel} ${name}`}>
        {approveLabel}
      </Button>
      <Button size="small" color="error" variant="outlined" onClick={onReject} aria-label={`Reject ${name}`}>
        Reject
      </Button>
    </Stack>
  );
}
