import { Button, Stack } from '@mui/material';
import { lazy, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { firstNameOf, GROUP_TEXTS } from '../group-texts.ts';
import { useGroupUpdates, useOwnGroups, useUserGroups } from '../hooks.ts';
import { GroupStrip, NoGroupsYetCard } from './group-strip.tsx';

const GroupFormDialog = lazy(() =>
  withTimeout(import('../dialogs/group-form-dialog.tsx')).then((m) => ({ default: m.GroupFormDialog })),
);

function firstPage<T>(pages: { groups: T[] }[] | undefined): T[] | undefined {
  return pages?.flatMap((page) => page.groups);
}

/** My profile: 'Groups created by you', View All Groups and + New Group; a first-group card when none. */
export function OwnGroupsRow({ userId }: { userId: number }) {
  const groups = useOwnGroups(userId > 0);
  const [isCreating, setIsCreating] = useState(false);
  const list = useMemo(() => firstPage(groups.data?.pages), [groups.data]);
  if (groups.isError) return null;
  return (
    <>
      <GroupStrip
        title={GROUP_TEXTS.groupsCreatedByYou}
        groups={list}
        isLoading={groups.isPending}
        context="profile"
        viewAllTo={routeTo('allGroups', { id: userId })}
        actions={
          <Stack direction="row" spacing={1}>
            {list && list.length > 0 && (
              <Button
                component={RouterLink}
                to={routeTo('allGroups', { id: userId })}
                size="small"
                sx={{ display: { xs: 'none', md: 'inline-flex' } }}
              >
                {GROUP_TEXTS.viewAllGroups}
              </Button>
            )}
            <Button variant="outlined" size="small" onClick={() => setIsCreating(true)}>
              {GROUP_TEXTS.newGroup}
            </Button>
          </Stack>
        }
        empty={<NoGroupsYetCard onCreate={() => setIsCreating(true)} />}
      />
      <OnceOpened open={isCreating}>
        <GroupFormDialog open={isCreating} onClose={() => setIsCreating(false)} />
      </OnceOpened>
    </>
  );
}

/** Another user's profile: the groups they created ('{first name}'s Groups'); nothing when none. */
export function UserGroupsRow({ userId, name }: { userId: number; name: string | undefined }) {
  const groups = useUserGroups(userId);
  const list = useMemo(() => firstPage(groups.data?.pages), [groups.data]);
  if (!list || list.length === 0 || !name) return null;
  return (
    <GroupStrip
      title={GROUP_TEXTS.usersGroups(firstNameOf(name))}
      groups={list}
      context="profile"
      viewAllTo={routeTo('allGroups', { id: userId })}
    />
  );
}

/** Home: 'Groups You Follow' (groups/updates), hidden when the user follows none. */
export function FollowedGroupsRow({ viewerId }: { viewerId: number }) {
  const groups = useGroupUpdates(viewerId > 0);
  const list = useMemo(() => firstPage(groups.data?.pages), [groups.data]);
  if (!list || list.length === 0) return null;
  return (
    <GroupStrip
      title={GROUP_TEXTS.groupsYouFollow}
      groups={list}
      context="home"
      viewAllTo={routeTo('allGroups', { id: viewerId }, { isFromHomePage: true })}
    />
  );
}
