import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { PortfolioReview } from '@tradecircle/domain';
import { Money } from '../../../shared/ui/money.tsx';
import { shareText } from '../format.ts';

type Slice = PortfolioReview['sectors'][number];

/** One allocation as horizontal bars, largest first: the name, its share of the portfolio and its value. */
export function AllocationBars({ title, slices }: { title: string; slices: readonly Slice[] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" aria-label={title} spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {slices.map((slice) => (
          <Box
            component="li"
            key={slice.name}
            aria-label={`${slice.name} ${shareText(slice.weight)}`}
            sx={{ minWidth: 0 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
            >
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                {slice.name}
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
              >
                {shareText(slice.weight)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, Math.max(0, slice.weight * 100))}
              aria-hidden
              sx={{ height: 8, borderRadius: 4, my: 0.5 }}
            />
            <Typography variant="caption" color="text.secondary">
              <Money amount={slice.value} />
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
