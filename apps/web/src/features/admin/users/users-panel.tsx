import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { AdminUserRow } from '@tradecircle/domain';
import { type FormEvent, useState } from 'react';
import { ListState } from '../components/list-state.tsx';
import { NameWithId, QueuePages } from '../components/queue-view.tsx';
import { useAdminUsers } from './hooks.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';

export const USERS_TEXTS = {
  heading: 'Users',
  searchLabel: 'Name, phone or user id',
  search: 'Search',
  tableLabel: 'Users',
  empty: 'No user matches.',
  failed: 'The users could not be loaded.',
} as const;

function Standing({ row }: { row: AdminUserRow }) {
  if (row.is_deleted) return <Chip size="small" label="Deleted" />;
  if (row.suspended) return <Chip size="small" color="error" label="Suspended" />;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={row.is_superuser ? 'Super admin' : 'Active'}
    />
  );
}

/**
 * Users for staff: search by name, phone or id, open a user's detail; super admins merge profiles
 * and delete accounts from the detail. Phones are masked for staff who are not super admins.
 */
export function UsersPanel() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const users = useAdminUsers(q, page);
  const rows = users.data?.results ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const openButton = (row: AdminUserRow) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => setOpen(row.id)}
      aria-label={`Open ${row.name || `user ${row.id}`}`}
    >
      Open
    </Button>
  );

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {USERS_TEXTS.heading}
      </Typography>
      <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} onSubmit={submit} role="search">
        <TextField
          size="small"
          label={USERS_TEXTS.searchLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained">
          {USERS_TEXTS.search}
        </Button>
      </Stack>
      <ListState
        query={users}
        isEmpty={rows.length === 0}
        emptyText={USERS_TEXTS.empty}
        failedText={USERS_TEXTS.failed}
        skeletonHeight={56}
        emptyPaddingY={4}
      >
        {isPhone ? (
          <Stack spacing={1.5} aria-label={USERS_TEXTS.tableLabel} role="list">
            {rows.map((row) => (
              <Card key={row.id} variant="outlined" role="listitem">
                <CardContent>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle2" noWrap>
                        {row.name || `User ${row.id}`}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        User {row.id} · {row.phone ?? 'no phone'}
                      </Typography>
                    </Box>
                    <Standing row={row} />
                  </Stack>
                  <Box sx={{ mt: 1 }}>{openButton(row)}</Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-label={USERS_TEXTS.tableLabel}>
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Standing</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <NameWithId name={row.name || `User ${row.id}`} id={row.id} />
                  </TableCell>
                  <TableCell>{row.phone ?? '—'}</TableCell>
                  <TableCell>
                    <Standing row={row} />
                  </TableCell>
                  <TableCell align="right">{openButton(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListState>
      <QueuePages totalPages={users.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {open !== null && <UserDetailDialog userId={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
