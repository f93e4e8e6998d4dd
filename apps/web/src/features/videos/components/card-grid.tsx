import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';

/** One card a row on phones, two from 480 px, three from 768 px, four from 1200 px. */
const COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
};

export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: COLUMNS }}
    >
      {children}
    </Box>
  );
}

/** Placeholders in the grid's shape while the list loads. */
const SLOTS = ['a', 'b', 'c', 'd'] as const;

export function CardGridSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: COLUMNS }}>
      {SLOTS.map((slot) => (
        <Skeleton key={slot} variant="rounded" height={240} />
      ))}
    </Box>
  );
}
