import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useFollowList } from '../../follows/index.ts';
import { useAddAllFollowers, useSaveGroup } from '../hooks.ts';

/**
 * Select participants (the admin): members come from the admin's followers (the server adds only
 * followers), picked one by one from a searchable list or all at once.
 */
export function SelectParticipantsDialog({
  open,
  onClose,
  group,
}: {
  open: boolean;
  onClose: () => void;
  group: Pick<Group, 'id' | 'name' | 'admin'>;
}) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const followers = useFollowList('followers', group.admin.id, search.trim(), open);
  const addAll = useAddAllFollowers();
  const save = useSaveGroup();
  const people = followers.data?.pages.flatMap((page) => page.results) ?? [];

  const toggle = (userId: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });

  const addChosen = () => {
    const form = new FormData();
    for (const userId of chosen) form.append('participants', String(userId));
    save.mutate(
      { form, groupId: group.id },
      {
        onSuccess: () => {
          notify(chosen.size === 1 ? '1 follower added' : `${chosen.size} followers added`, 'success');
          setChosen(new Set());
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Select participants</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Add your followers to {group.name} as members. Followers already in the group stay as they are.
        </DialogContentText>
        <TextField
          label="Search followers"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {followers.isPending ? (
          <Typography sx={{ py: 2 }} color="text.secondary">
            Loading followers…
          </Typography>
        ) : followers.isError ? (
          <Button onClick={() => void followers.refetch()} sx={{ mt: 1 }}>
            Retry
          </Button>
        ) : people.length === 0 ? (
          <Typography sx={{ py: 2 }} color="text.secondary">
            {search.trim() ? 'No follower matches that name.' : 'You have no followers yet.'}
          </Typography>
        ) : (
          <List aria-label="Followers" dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {people.map((person) => (
              <ListItem key={person.user_id} disablePadding>
                <ListItemButton onClick={() => toggle(person.user_id)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox
                      edge="start"
                      checked={chosen.has(person.user_id)}
                      tabIndex={-1}
                      slotProps={{ input: { 'aria-label': person.name } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={person.name} />
                </ListItemButton>
              </ListItem>
            ))}
            {followers.hasNextPage && (
              <Button onClick={() => void followers.fetchNextPage()} loading={followers.isFetchingNextPage}>
                Show more
              </Button>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button loading={addAll.isPending} onClick={() => addAll.mutate(group.id, { onSuccess: onClose })}>
          Add all followers
        </Button>
        <Button variant="contained" disabled={chosen.size === 0} loading={save.isPending} onClick={addChosen}>
          Add selected ({chosen.size})
        </Button>
      </DialogActions>
    </Dialog>
  );
}
