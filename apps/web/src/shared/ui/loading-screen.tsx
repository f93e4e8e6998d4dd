import { Box, CircularProgress, Typography } from '@mui/material';
import { QUOTE_ROTATION_MS } from '@tradecircle/domain';
import { useEffect, useState } from 'react';
import { EDUCATIONAL_QUOTES, nextQuoteIndex } from './loading-quotes.ts';

interface LoadingScreenProps {
  /** Injected by tests to make the rotation deterministic. */
  random?: () => number;
}

/** The quote index.html's shell painted (its data-quote-index), if it is one of ours. */
export function shellQuoteIndex(root: ParentNode): number | undefined {
  const value = root.querySelector('[data-quote-index]')?.getAttribute('data-quote-index');
  const index = Number(value);
  return value && Number.isInteger(index) && index >= 0 && index < EDUCATIONAL_QUOTES.length
    ? index
    : undefined;
}

/**
 * The quote a loading screen shows right now: first the shell's, read before React replaces it. A
 * loading screen that takes over from another in the same commit (the shell, then the router's
 * fallback, then a page's Suspense fallback) goes on with its quote instead of swapping it.
 */
let quoteOnScreen: number | undefined =
  typeof document === 'undefined' ? undefined : shellQuoteIndex(document);

/** Spinner with a random educational quote that changes every QUOTE_ROTATION_MS. */
export function LoadingScreen({ random = Math.random }: LoadingScreenProps) {
  const [index, setIndex] = useState(() => quoteOnScreen ?? Math.floor(random() * EDUCATIONAL_QUOTES.length));

  useEffect(() => {
    quoteOnScreen = index;
    return () => {
      quoteOnScreen = undefined;
    };
  }, [index]);

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
