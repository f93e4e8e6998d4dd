import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
} from '@mui/material';
import { ADMIN_MESSAGES, ADMIN_QUEUES, type AdminQueue, type StaffTeamUpdate } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import type { StaffTeam } from './api.ts';
import { useSaveTeam } from './hooks.ts';
import { ADMIN_QUEUE_LABELS } from './queue-labels.ts';

export const TEAM_DIALOG_TEXTS = {
  createTitle: 'New team',
  editTitle: 'Edit team',
  name: 'Team name',
  queues: 'Queues this team works on',
  failed: 'The team could not be saved. Please try again.',
} as const;

/** The same limit the server checks (StaffTeamFormSchema), to answer before asking. */
const MAX_TEAM_NAME = 50;

/**
 * Creates a team (`team` null) or edits one: its name and the queues its staff may work, as
 * checkboxes. An edit sends only what changed; the server's refusal (a name taken: 409) shows here.
 */
export function TeamDialog({ team, onClose }: { team: StaffTeam | null; onClose: () => void }) {
  const titleId = useId();
  const isFullScreen = useIsFullScreenDialog();
  const save = useSaveTeam();
  const [name, setName] = useState(team?.name ?? '');
  const [queues, setQueues] = useState<readonly AdminQueue[]>(team?.permissions ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = (queue: AdminQueue) =>
    setQueues((current) =>
      current.includes(queue) ? current.filter((q) => q !== queue) : [...current, queue],
    );

  const submit = async () => {
    setRefusal(null);
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_TEAM_NAME) {
      setNameError(ADMIN_MESSAGES.teamName);
      return;
    }
    // Kept in ADMIN_QUEUES order, whatever order they were ticked in.
    const permissions = ADMIN_QUEUES.filter((queue) => queues.includes(queue));
    try {
      if (team === null) {
        notify(
          (await save.mutateAsync({ id: null, form: { name: trimmed, permissions } })).message,
          'success',
        );
      } else {
        const change: StaffTeamUpdate = {};
        if (trimmed !== team.name) change.name = trimmed;
        const samePermissions =
          permissions.length === team.permissions.length &&
          permissions.every((q) => team.permissions.includes(q));
        if (!samePermissions) change.permissions = permissions;
        if (change.name !== undefined || change.permissions !== undefined) {
          notify((await save.mutateAsync({ id: team.id, change })).message, 'success');
        }
      }
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || TEAM_DIALOG_TEXTS.failed);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {team ? TEAM_DIALOG_TEXTS.editTitle : TEAM_DIALOG_TEXTS.createTitle}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={TEAM_DIALOG_TEXTS.name}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? `${name.trim().length}/${MAX_TEAM_NAME}`}
          required
          fullWidth
          autoFocus
          margin="dense"
        />
        <FormControl component="fieldset" sx={{ mt: 2 }}>
          <FormLabel component="legend">{TEAM_DIALOG_TEXTS.queues}</FormLabel>
          <FormGroup>
            {ADMIN_QUEUES.map((queue) => (
              <FormControlLabel
                key={queue}
                control={<Checkbox checked={queues.includes(queue)} onChange={() => toggle(queue)} />}
                label={ADMIN_QUEUE_LABELS[queue]}
              />
            ))}
          </FormGroup>
        </FormControl>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={save.isPending} onClick={() => void submit()}>
          {team ? 'Save' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
