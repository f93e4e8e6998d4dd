import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ListState } from '../components/list-state.tsx';
import type { StaffMember, StaffTeam } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useRemoveStaffMember, useStaff } from './hooks.ts';
import { StaffDialog } from './staff-dialog.tsx';

export const STAFF_TEXTS = {
  heading: 'Staff',
  tableLabel: 'Staff members',
  addStaff: 'Add staff',
  empty: 'No staff members yet.',
  failed: 'The staff could not be loaded.',
  needsTeam: 'Create a team before adding staff.',
  removeTitle: 'Remove staff member',
  removeBody: (name: string) =>
    `Remove ${name} from the staff? They keep their account but lose access to the admin panel.`,
} as const;

type Editing = { member: StaffMember | null } | null;

/** The staff (one team each): added by user id, moved to another team, removed after a confirmation. */
export function StaffSection({ teams }: { teams: readonly StaffTeam[] }) {
  const staff = useStaff();
  const remove = useRemoveStaffMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const rows = staff.data?.staff ?? [];

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {STAFF_TEXTS.heading}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={teams.length === 0}
          title={teams.length === 0 ? STAFF_TEXTS.needsTeam : undefined}
          onClick={() => setEditing({ member: null })}
        >
          {STAFF_TEXTS.addStaff}
        </Button>
      </Stack>
      <ListState
        query={staff}
        isEmpty={rows.length === 0}
        emptyText={STAFF_TEXTS.empty}
        failedText={STAFF_TEXTS.failed}
      >
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={STAFF_TEXTS.tableLabel} sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>User id</TableCell>
                <TableCell>Team</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((member) => (
                <TableRow key={member.user_id}>
                  <TableCell>{member.name}</TableCell>
                  <TableCell>{member.user_id}</TableCell>
                  <TableCell>{member.team.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      disabled={teams.length < 2}
                      onClick={() => setEditing({ member })}
                      aria-label={`Move ${member.name}`}
                    >
                      Move
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(member)}
                      aria-label={`Remove ${member.name}`}
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>

      {editing && <StaffDialog member={editing.member} teams={teams} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={STAFF_TEXTS.removeTitle}
          body={STAFF_TEXTS.removeBody(removing.name)}
          confirmLabel="Remove"
          action={() => remove.mutateAsync(removing.user_id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
}
