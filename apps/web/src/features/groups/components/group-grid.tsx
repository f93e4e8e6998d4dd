import { Box, Button, Card, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';
import { GROUP_TEXTS, type GroupCardContext } from '../group-texts.ts';
import { useMembershipActions } from '../use-membership-actions.ts';
import { GroupCard } from './group-card.tsx';

export interface GroupGridProps {
  groups: readonly Group[];
  context: GroupCardContext;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  emptyText?: string;
}

/** A page of group cards: 1 a row on phones, up to 4 on wide screens; infinite scroll with Load more. */
export function GroupGrid({
  groups,
  context,
  isPending,
  isError,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  emptyText = GROUP_TEXTS.noGroups,
}: GroupGridProps) {
  const membership = useMembershipActions();
  const sentinel = useInfiniteScroll({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const size = { xs: 12, sm: 6, md: 4, lg: 3 };
  if (isPending) {
    return (
      <Grid container spacing={2} role="progressbar" aria-label="Loading groups">
        {[0, 1, 2, 3].map((slot) => (
          <Grid key={slot} size={size}>
            <Card variant="outlined">
              <Skeleton variant="rectangular" height={84} />
              <Stack spacing={1} sx={{ p: 2 }}>
                <Skeleton width="70%" />
                <Skeleton width="50%" />
                <Skeleton variant="rounded" height={36} />
              </Stack>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError && groups.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 1 }}>{GROUP_TEXTS.loadFailed}</Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </Paper>
    );
  }
  if (groups.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Paper>
    );
  }
  return (
    <Box>
      <Grid container spacing={2} role="list" aria-label="Groups">
        {groups.map((group) => (
          <Grid key={group.id} size={size} role="listitem">
            <GroupCard
              group={group}
              context={context}
              onAction={membership.run}
              isBusy={membership.busyGroupId === group.id}
            />
          </Grid>
        ))}
      </Grid>
      <div ref={sentinel} />
      {hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
