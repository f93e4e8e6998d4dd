import { Container, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { GroupGrid } from '../components/group-grid.tsx';
import { GROUP_TEXTS } from '../group-texts.ts';
import { usePremiumGroups } from '../hooks.ts';

/** /trending/main/premium-groups: premium groups, 12 a page, each with Subscribe or View Group. */
export function PremiumGroupsPage() {
  const list = usePremiumGroups();
  const groups = useMemo(() => list.data?.pages.flatMap((page) => page.premium_groups) ?? [], [list.data]);
  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {GROUP_TEXTS.premiumGroups}
        </Typography>
        <GroupGrid
          groups={groups}
          context="premium-list"
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          emptyText="No premium groups yet"
        />
      </Stack>
    </Container>
  );
}
