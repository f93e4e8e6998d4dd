import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Group, Participant } from '@tradecircle/domain';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { VerifiedBadge } from '../../../shared/ui/verified-badge.tsx';
import { useAcceptRequest, useCancelRequest, useParticipants } from '../hooks.ts';

type MembersTab = 'member' | 'requested';

export interface MembersDialogProps {
  open: boolean;
  onClose: () => void;
  group: Pick<Group, 'id' | 'name' | 'is_admin'>;
  /** The admin may open it on the pending requests. */
  initialTab?: MembersTab;
}

/** A group's members (12 a page); the admin also sees pending requests, with Accept and Decline. */
export function MembersDialog({ open, onClose, group, initialTab = 'member' }: MembersDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [tab, setTab] = useState<MembersTab>(group.is_admin ? initialTab : 'member');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Members of {group.name}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {group.is_admin && (
        <Tabs value={tab} onChange={(_event, next: MembersTab) => setTab(next)} variant="fullWidth">
          <Tab value="member" label="Members" />
          <Tab value="requested" label="Requests" />
        </Tabs>
      )}
      <DialogContent dividers sx={{ p: 0 }}>
        <ParticipantList key={tab} group={group} status={tab} />
      </DialogContent>
    </Dialog>
  );
}

function ParticipantList({ group, status }: { group: MembersDialogProps['group']; status: MembersTab }) {
  const list = useParticipants(group.id, { status, asAdmin: group.is_admin, enabled: true });
  const accept = useAcceptRequest();
  const decline = useCancelRequest();
  const people = useMemo(
    () =>
      (list.data?.pages.flatMap((page) => page.participants) ?? []).filter(
        (person) => person.status === status,
      ),
    [list.data, status],
  );

  if (list.isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} role="progressbar" aria-label="Loading members">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack spacing={1} sx={{ p: 3, alignItems: 'center' }}>
        <Typography color="text.secondary">The members could not be loaded.</Typography>
        <Button onClick={() => void list.refetch()}>Retry</Button>
      </Stack>
    );
  }
  if (people.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {status === 'requested' ? 'No pending requests' : 'No members yet'}
      </Typography>
    );
  }
  const isBusy = (person: Participant) =>
    (accept.isPending && accept.variables?.member === person.user_id) ||
    (decline.isPending && decline.variables?.member === person.user_id);
  return (
    <>
      <List aria-label={status === 'requested' ? 'Pending requests' : 'Members'}>
        {people.map((person) => (
          <ListItem
            key={person.id}
            secondaryAction={
              status === 'requested' && group.is_admin ? (
                <Stack direction="row" spacing={0.5}>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={isBusy(person)}
                    onClick={() => accept.mutate({ groupId: group.id, member: person.user_id })}
                    aria-label={`Accept ${person.name}`}
                  >
                    Accept
                  </Button>
                  <Button
                    size="small"
                    disabled={isBusy(person)}
                    onClick={() => decline.mutate({ groupId: group.id, member: person.user_id })}
                    aria-label={`Decline ${person.name}`}
                  >
                    Decline
                  </Button>
                </Stack>
              ) : undefined
            }
          >
            <ListItemAvatar>
              <UserAvatar name={person.name} image={person.profile_image} />
            </ListItemAvatar>
            <ListItemText
              primary={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <RouterLink to={routeTo('OthersProfilePage', { id: person.user_id, name: person.name })}>
                    {person.name}
                  </RouterLink>
                  {person.is_sebi_registered && <VerifiedBadge size={16} />}
                </Stack>
              }
              secondary={person.is_admin ? 'Admin' : undefined}
            />
          </ListItem>
        ))}
      </List>
      {list.hasNextPage && (
        <Stack sx={{ pb: 2, alignItems: 'center' }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </Stack>
      )}
    </>
  );
}
