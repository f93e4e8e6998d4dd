import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * What an admin list shows before and instead of its rows: skeletons while the first page loads,
 * an error with Retry, or the empty text; `children` otherwise.
 */
export function ListState({
  query,
  isEmpty,
  emptyText,
  failedText,
  skeletonHeight = 48,
  emptyPaddingY = 3,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  emptyText: string;
  failedText: string;
  /** Each of the three loading skeletons' height in px, about a row's. */
  skeletonHeight?: number;
  /** The empty text's vertical padding, in theme spacing units. */
  emptyPaddingY?: number;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={skeletonHeight} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  if (isEmpty)
    return (
      <Typography color="text.secondary" sx={{ py: emptyPaddingY, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return children;
}
