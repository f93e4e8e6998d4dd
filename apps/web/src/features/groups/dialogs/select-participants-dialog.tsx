import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { useId } from 'react';
import { useAddAllFollowers } from '../hooks.ts';

/**
 * Select participants (the admin): members come from the admin's followers (contract: participants
 * are followers only), so the choice offered is to add all of them at once.
 */
export function SelectParticipantsDialog({
  open,
  onClose,
  group,
}: {
  open: boolean;
  onClose: () => void;
  group: Pick<Group, 'id' | 'name'>;
}) {
  const titleId = useId();
  const addAll = useAddAllFollowers();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Select participants</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Add every one of your followers to {group.name} as a member. Followers already in the group stay as
          they are.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          loading={addAll.isPending}
          onClick={() => addAll.mutate(group.id, { onSuccess: onClose })}
        >
          Add all followers
        </Button>
      </DialogActions>
    </Dialog>
  );
}
