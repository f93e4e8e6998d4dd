import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TRENDING_TEXTS } from '../trending-texts.ts';

/** A Trending section: an h2 naming the section (its accessible name), an optional action beside it. */
export function TrendingSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `trending-${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** A section that could not be read: what failed, and Retry. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    // MUI's Alert look without its code (1.9 kB of Trending's first script for a failure state).
    <Stack
      direction="row"
      role="alert"
      spacing={1}
      sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: '#fdeded', color: '#5f2120', alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {message}
      </Typography>
      <Button color="inherit" size="small" onClick={onRetry}>
        {TRENDING_TEXTS.retry}
      </Button>
    </Stack>
  );
}

/** A section's empty text. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" variant="body2" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
