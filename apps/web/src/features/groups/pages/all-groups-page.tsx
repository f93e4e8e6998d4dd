import { Container, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { useProfileDetails } from '../../trades/index.ts';
import { GroupGrid } from '../components/group-grid.tsx';
import { firstNameOf, GROUP_TEXTS } from '../group-texts.ts';
import { useGroupUpdates, useOwnGroups, useUserGroups } from '../hooks.ts';

type ListKind = 'followed' | 'own' | 'user';

/** The list's title (§2): 'Groups You Follow' from home, 'My Groups' for one's own, else '{first name}'s Groups'. */
export function allGroupsTitle(kind: ListKind, name: string | undefined): string {
  if (kind === 'followed') return GROUP_TEXTS.groupsYouFollow;
  if (kind === 'own') return GROUP_TEXTS.myGroups;
  return name ? GROUP_TEXTS.usersGroups(firstNameOf(name)) : 'Groups';
}

/**
 * /trending/main/all-groups/:id (allGroups): the groups the user follows (`?isFromHomePage=true`),
 * one's own groups, or the groups another user created; 12 a page with infinite scroll.
 */
export function AllGroupsPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const viewerId = Number(session.userId ?? 0);
  const userId = Number(id) || viewerId;
  const kind: ListKind =
    params.get('isFromHomePage') === 'true' ? 'followed' : userId === viewerId ? 'own' : 'user';
  const followed = useGroupUpdates(kind === 'followed');
  const own = useOwnGroups(kind === 'own');
  const theirs = useUserGroups(userId, kind === 'user');
  const profile = useProfileDetails(userId, viewerId || null, kind === 'user');
  const list = kind === 'followed' ? followed : kind === 'own' ? own : theirs;
  const groups = useMemo(() => list.data?.pages.flatMap((page) => page.groups) ?? [], [list.data]);
  const title = allGroupsTitle(kind, profile.data?.name);

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <GroupGrid
          groups={groups}
          context={kind === 'followed' ? 'home' : 'list'}
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
      </Stack>
    </Container>
  );
}
