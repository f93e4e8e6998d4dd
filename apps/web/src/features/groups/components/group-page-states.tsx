import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { GROUP_TEXTS } from '../group-texts.ts';

/** The group page's placeholder while it loads, laid out as the page. */
export function GroupPageSkeleton() {
  return (
    <Stack spacing={2} role="progressbar" aria-label="Loading group">
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Skeleton variant="rectangular" sx={{ height: { xs: 120, md: 180 } }} />
        <Stack spacing={1} sx={{ p: 2 }}>
          <Skeleton variant="circular" width={88} height={88} />
          <Skeleton width="40%" height={32} />
          <Skeleton width="25%" />
        </Stack>
      </Paper>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** A group that is gone (404), or a failure with Retry. */
export function GroupPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof HttpError && error.status === 404;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <GroupsOutlined color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h1">
          {isMissing ? GROUP_TEXTS.groupNotFound : 'The group could not be loaded.'}
        </Typography>
        {isMissing ? (
          <Button component={RouterLink} to="/" variant="outlined">
            Back to home
          </Button>
        ) : (
          <Button onClick={onRetry} variant="contained">
            Retry
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
