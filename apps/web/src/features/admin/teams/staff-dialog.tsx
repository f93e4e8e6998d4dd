import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MAX_RECORD_ID } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import type { StaffMember, StaffTeam } from './api.ts';
import { useSaveStaffMember } from './hooks.ts';

export const STAFF_DIALOG_TEXTS = {
  addTitle: 'Add staff member',
  moveTitle: 'Move to another team',
  userId: 'User id',
  userIdHelp: 'The number in the user’s profile address or the user list',
  team: 'Team',
  moveBody: (name: string, team: string) => `${name} is in ${team}. A staff member belongs to one team.`,
  userIdInvalid: 'user_id must be a user id',
  teamRequired: 'Choose a team',
  failed: 'The staff member could not be saved. Please try again.',
} as const;

/** A whole number the server could hold as an id, or null. */
function parseUserId(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/**
 * Adds a user (by id) to a team (`member` null), or moves a staff member to another team: both are
 * the same call. The server's refusal (no such user or team: 404) shows in the dialog.
 */
export function StaffDialog({
  member,
  teams,
  onClose,
}: {
  member: StaffMember | null;
  teams: readonly StaffTeam[];
  onClose: () => void;
}) {
  const titleId = useId();
  const isFullScreen = useIsFullScreenDialog();
  const save = useSaveStaffMember();
  const [userId, setUserId] = useState('');
  const [teamId, setTeamId] = useState<number | ''>('');
  const [errors, setErrors] = useState<{ userId?: string; team?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = member ? teams.filter((team) => team.id !== member.team.id) : teams;

  const submit = async () => {
    setRefusal(null);
    const id = member ? member.user_id : parseUserId(userId);
    const found = {
      ...(id === null && { userId: STAFF_DIALOG_TEXTS.userIdInvalid }),
      ...(teamId === '' && { team: STAFF_DIALOG_TEXTS.teamRequired }),
    };
    setErrors(found);
    if (id === null || teamId === '') return;
    try {
      notify((await save.mutateAsync({ user_id: id, team_id: teamId })).message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || STAFF_DIALOG_TEXTS.failed);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {member ? STAFF_DIALOG_TEXTS.moveTitle : STAFF_DIALOG_TEXTS.addTitle}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {member ? (
            <Typography variant="body2">
              {STAFF_DIALOG_TEXTS.moveBody(member.name, member.team.name)}
            </Typography>
          ) : (
            <TextField
              label={STAFF_DIALOG_TEXTS.userId}
              value={userId}
              onChange={(event) => {
                setUserId(event.target.value);
                setErrors((current) => ({ ...current, userId: undefined }));
              }}
              error={Boolean(errors.userId)}
              helperText={errors.userId ?? STAFF_DIALOG_TEXTS.userIdHelp}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
              fullWidth
              autoFocus
            />
          )}
          <TextField
            select
            label={STAFF_DIALOG_TEXTS.team}
            value={teamId}
            onChange={(event) => {
              setTeamId(Number(event.target.value));
              setErrors((current) => ({ ...current, team: undefined }));
            }}
            error={Boolean(errors.team)}
            helperText={errors.team}
            required
            fullWidth
          >
            {choices.map((team) => (
              <MenuItem key={team.id} value={team.id}>
                {team.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={save.isPending} onClick={() => void submit()}>
          {member ? 'Move' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
