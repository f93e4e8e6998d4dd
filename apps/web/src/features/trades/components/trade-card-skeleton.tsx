import { Paper, Skeleton, Stack } from '@mui/material';

/** A card-shaped placeholder with the trade card's proportions, so the feed does not jump on load. */
export function TradeCardSkeleton() {
  return (
    <Paper variant="outlined" data-testid="trade-card-skeleton" sx={{ overflow: 'hidden', width: '100%' }}>
      <Skeleton variant="rectangular" height={24} />
      <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={44} height={44} />
          <Stack sx={{ flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="55%" />
          </Stack>
          <Skeleton variant="rounded" width={64} height={24} />
        </Stack>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={72} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Skeleton width="35%" height={48} />
          <Skeleton width="35%" height={48} />
        </Stack>
        <Skeleton width="90%" />
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Skeleton width="40%" />
        </Stack>
      </Stack>
    </Paper>
  );
}
