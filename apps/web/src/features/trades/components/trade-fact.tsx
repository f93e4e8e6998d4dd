import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list of label/value facts laid out in columns (two on phones). */
export function TradeFacts({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${columns}, minmax(0, 1fr))` },
        gap: 1.5,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

export function TradeFact({
  label,
  children,
  sx,
}: {
  label: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={sx}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'flex', gap: 0.5 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
