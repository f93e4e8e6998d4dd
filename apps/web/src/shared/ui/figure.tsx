import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A labelled figure of a totals strip: the label small above, the value large, an optional note below. */
export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1rem', md: '1.25rem' } }}
      >
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p">
          {note}
        </Typography>
      )}
    </Box>
  );
}
