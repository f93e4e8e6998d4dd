import { Link, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { ExpertListSkeleton, useRecommendations } from '../follows/index.ts';
import { loadExpertList } from '../follows/lazy.ts';
import { NETWORK_TEXTS } from '../network/index.ts';

// The rows (Follow buttons and their menus) load beside the list's own call, which starts at once.
const ExpertList = lazy(() => withTimeout(loadExpertList()).then((m) => ({ default: m.ExpertList })));

/** Rows the column shows; a follow takes one out and the next moves up. See all has the rest. */
const PREVIEW_ROWS = 6;

/**
 * The home page's Recommendations (influencers-list, the first rows) with Follow buttons; a follow
 * takes the expert out of the column and their trades into the feed. See all opens /network.
 */
export function RecommendationsColumn({
  viewerId,
  withHeading = true,
}: {
  viewerId: number;
  withHeading?: boolean;
}) {
  const recommendations = useRecommendations(viewerId);
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={NETWORK_TEXTS.recommendations}
      sx={{ px: 2, py: 1.5 }}
    >
      {withHeading && (
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {NETWORK_TEXTS.recommendations}
          </Typography>
          <Link component={RouterLink} to={routeTo('network')} variant="body2" underline="hover">
            See all
          </Link>
        </Stack>
      )}
      <Suspense fallback={<ExpertListSkeleton label={NETWORK_TEXTS.recommendations} />}>
        <ExpertList
          query={recommendations}
          label={NETWORK_TEXTS.recommendations}
          emptyText={NETWORK_TEXTS.recommendationsEmpty}
          errorText={NETWORK_TEXTS.recommendationsError}
          previewRows={PREVIEW_ROWS}
        />
      </Suspense>
    </Paper>
  );
}
