import { Box, Skeleton, Stack } from '@mui/material';

/** An expert list while it loads: avatar, two lines and a button per row. */
export function ExpertListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label={`Loading ${label}`}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.25 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
          <Skeleton variant="rounded" width={108} height={30} />
        </Stack>
      ))}
    </Box>
  );
}
