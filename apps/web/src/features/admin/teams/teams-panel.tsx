import {
  Box,
  Button,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ListState } from '../components/list-state.tsx';
import type { StaffTeam } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useDeleteTeam, useTeams } from './hooks.ts';
import { ADMIN_QUEUE_LABELS } from './queue-labels.ts';
import { StaffSection } from './staff-section.tsx';
import { TeamDialog } from './team-dialog.tsx';

export const TEAMS_TEXTS = {
  heading: 'Teams',
  tableLabel: 'Teams',
  newTeam: 'New team',
  empty: 'No teams yet. Create one, then add staff to it.',
  failed: 'The teams could not be loaded.',
  noQueues: 'No queues',
  deleteTitle: 'Delete team',
  deleteBody: (name: string) =>
    `Delete ${name}? A team with staff cannot be deleted; move or remove them first.`,
} as const;

type Editing = { team: StaffTeam | null } | null;

/**
 * Teams and staff (super admins only): the teams with their queues and staff counts, created,
 * edited and deleted in dialogs; below them the staff, added, moved and removed. Every refusal
 * shows the server's message in the dialog that asked.
 */
export function TeamsPanel() {
  const teams = useTeams();
  const deleteTeam = useDeleteTeam();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StaffTeam | null>(null);
  const rows = teams.data?.teams ?? [];

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {TEAMS_TEXTS.heading}
        </Typography>
        <Button variant="contained" size="small" onClick={() => setEditing({ team: null })}>
          {TEAMS_TEXTS.newTeam}
        </Button>
      </Stack>
      <ListState
        query={teams}
        isEmpty={rows.length === 0}
        emptyText={TEAMS_TEXTS.empty}
        failedText={TEAMS_TEXTS.failed}
      >
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={TEAMS_TEXTS.tableLabel} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Queues</TableCell>
                <TableCell align="right">Staff</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((team) => (
                <TableRow key={team.id}>
                  <TableCell>{team.name}</TableCell>
                  <TableCell>
                    {team.permissions.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {TEAMS_TEXTS.noQueues}
                      </Typography>
                    ) : (
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {team.permissions.map((queue) => (
                          <Chip key={queue} size="small" label={ADMIN_QUEUE_LABELS[queue]} />
                        ))}
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell align="right">{team.staff_count}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setEditing({ team })}
                      aria-label={`Edit ${team.name}`}
                    >
                      Edit
                    </Button>
                    <Tooltip title={team.staff_count > 0 ? 'Move or remove its staff first' : ''}>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(team)}
                        aria-label={`Delete ${team.name}`}
                      >
                        Delete
                      </Button>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>

      <Divider sx={{ my: 3 }} />
      <StaffSection teams={rows} />

      {editing && <TeamDialog team={editing.team} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={TEAMS_TEXTS.deleteTitle}
          body={TEAMS_TEXTS.deleteBody(deleting.name)}
          confirmLabel="Delete"
          action={() => deleteTeam.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
