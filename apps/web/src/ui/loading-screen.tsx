import { Box, CircularProgress, Typography } from '@mui/material';
import { QUOTE_ROTATION_MS } from '@tradecircle/domain';
import { useEffect, useState } from 'react';
import { EDUCATIONAL_QUOTES, nextQuoteIndex } from '../features/education/quotes.ts';

interface LoadingScreenProps {
  /** Injected by tests to make the rotation deterministic. */
  random?: () => number;
}

/** Spinner with a random educational quote that changes every QUOTE_ROTATION_MS. */
export function LoadingScreen({ random = Math.random }: LoadingScreenProps) {
  const [index, setIndex] = useState(() => Math.floor(random() * EDUCATIONAL_QUOTES.length));

  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => nextQuoteIndex(current, random)),
      QUOTE_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [random]);

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-label="Loading" />
      <Typography
        data-testid="loading-quote"
        variant="body1"
        color="text.secondary"
        sx={{ maxWidth: 520, fontStyle: 'italic' }}
      >
        {EDUCATIONAL_QUOTES[index]}
      </Typography>
    </Box>
  );
}
