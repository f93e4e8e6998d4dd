import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDate, formatTradeTime } from '@tradecircle/domain';
import { Fragment, useState } from 'react';
import { ListState } from '../components/list-state.tsx';
import { QueuePages } from '../components/queue-view.tsx';
import type { AuditEntry } from './api.ts';
import { AuditDiff } from './audit-diff.tsx';
import { type AuditFilters, AuditFiltersForm } from './audit-filters.tsx';
import { useAuditLog } from './hooks.ts';

export const AUDIT_TEXTS = {
  heading: 'Audit log',
  tableLabel: 'Audit log entries',
  empty: 'No entries match these filters.',
  emptyAll: 'No admin decisions have been recorded yet.',
  failed: 'The audit log could not be loaded.',
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  noRemark: '—',
} as const;

/** When, in India time with the year (the log reaches back further than a card's time). */
function when(created: string): string {
  return `${formatTradeTime(created)} ${formatDate(created).slice(-4)}`;
}

function Who({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.actor.name}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        User {entry.actor.id}
      </Typography>
    </>
  );
}

const target = (entry: AuditEntry) => `${entry.target_type} #${entry.target_id}`;

function ToggleChanges({
  entry,
  isOpen,
  onToggle,
}: {
  entry: AuditEntry;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      size="small"
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-label={`${isOpen ? AUDIT_TEXTS.hideChanges : AUDIT_TEXTS.showChanges} ${entry.id}`}
    >
      {isOpen ? AUDIT_TEXTS.hideChanges : AUDIT_TEXTS.showChanges}
    </Button>
  );
}

/**
 * The audit log (super admins only): every admin decision, newest first, 20 a page; filters by
 * actor, action, target type and target id; each entry's before and after state on demand. A table
 * from 768 px, cards below.
 */
export function AuditLogPanel() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const log = useAuditLog({ ...filters, page_number: page });
  const rows = log.data?.results ?? [];
  const isFiltered = Object.keys(filters).length > 0;
  const toggle = (id: number) => () =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {AUDIT_TEXTS.heading}
      </Typography>
      <AuditFiltersForm
        onApply={(next) => {
          // The same filters again read the first page afresh (the log grows while it is open).
          if (page === 1 && JSON.stringify(next) === JSON.stringify(filters)) void log.refetch();
          setFilters(next);
          setPage(1);
        }}
      />
      <ListState
        query={log}
        isEmpty={rows.length === 0}
        emptyText={isFiltered ? AUDIT_TEXTS.empty : AUDIT_TEXTS.emptyAll}
        failedText={AUDIT_TEXTS.failed}
      >
        {isPhone ? (
          <Stack spacing={1.5} role="list" aria-label={AUDIT_TEXTS.tableLabel}>
            {rows.map((entry) => (
              <Card key={entry.id} variant="outlined" role="listitem">
                <CardContent>
                  <Stack spacing={0.75}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                      <Chip size="small" label={entry.action} />
                      <Typography variant="caption" color="text.secondary">
                        {when(entry.created)}
                      </Typography>
                    </Stack>
                    <Typography variant="body2">
                      {entry.actor.name} (User {entry.actor.id}) on {target(entry)}
                    </Typography>
                    {entry.remark && (
                      <Typography variant="body2" color="text.secondary">
                        Remark: {entry.remark}
                      </Typography>
                    )}
                    <Box>
                      <ToggleChanges entry={entry} isOpen={open.has(entry.id)} onToggle={toggle(entry.id)} />
                    </Box>
                    <Collapse in={open.has(entry.id)} unmountOnExit>
                      <AuditDiff entry={entry} />
                    </Collapse>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={AUDIT_TEXTS.tableLabel} sx={{ minWidth: 720 }}>
              <TableHead>
                <TableRow>
                  <TableCell>When (IST)</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Target</TableCell>
                  <TableCell>Remark</TableCell>
                  <TableCell align="right">Changes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <Fragment key={entry.id}>
                    <TableRow sx={open.has(entry.id) ? { '& > td': { borderBottom: 'none' } } : undefined}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.created)}</TableCell>
                      <TableCell>
                        <Who entry={entry} />
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={entry.action} />
                      </TableCell>
                      <TableCell>{target(entry)}</TableCell>
                      <TableCell sx={{ maxWidth: 280, wordBreak: 'break-word' }}>
                        {entry.remark ?? AUDIT_TEXTS.noRemark}
                      </TableCell>
                      <TableCell align="right">
                        <ToggleChanges
                          entry={entry}
                          isOpen={open.has(entry.id)}
                          onToggle={toggle(entry.id)}
                        />
                      </TableCell>
                    </TableRow>
                    {open.has(entry.id) && (
                      <TableRow>
                        <TableCell colSpan={6} sx={{ bgcolor: 'action.hover' }}>
                          <AuditDiff entry={entry} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListState>
      <QueuePages totalPages={log.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
    </Box>
  );
}
