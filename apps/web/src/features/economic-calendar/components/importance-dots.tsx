import { Box } from '@mui/material';
import type { EconomicEvent } from '@tradecircle/domain';

const LABELS: Record<EconomicEvent['importance'], string> = {
  [-1]: 'Low importance',
  0: 'Medium importance',
  1: 'High importance',
};

/** One, two or three filled dots for low, medium and high importance (the widget's −1, 0, 1). */
export function ImportanceDots({ importance }: { importance: EconomicEvent['importance'] }) {
  const filled = importance + 2;
  return (
    <Box
      role="img"
      aria-label={LABELS[importance]}
      title={LABELS[importance]}
      sx={{ display: 'inline-flex', gap: '3px', alignItems: 'center' }}
    >
      {[1, 2, 3].map((dot) => (
        <Box
          key={dot}
          data-filled={dot <= filled || undefined}
          sx={{
            width: 7,
            height: 7,
            borderRadius: '50%',
            bgcolor: dot <= filled ? (importance === 1 ? 'error.main' : 'warning.main') : 'divider',
          }}
        />
      ))}
    </Box>
  );
}
