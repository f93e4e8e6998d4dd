import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Link, Paper, Skeleton, Stack, Tooltip, useMediaQuery } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { formatIndianNumber, formatPercent, type MarketIndex } from '@tradecircle/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LiveQuote, LiveQuoteSeed } from '../../../shared/live/live-quote.ts';
import { useLiveQuotes } from '../../../shared/live/use-live-quote.ts';
import { securityPath } from '../../../shared/routing/route-names.ts';
import { signTone } from '../../../shared/ui/money.tsx';
import { seedFromChange, useMarketIndices } from '../api.ts';
import { MARKETS_TEXTS } from '../markets-texts.ts';
import { LoadFailed } from './markets-card.tsx';

/** Seconds each index takes to cross the strip. */
const SECONDS_PER_ITEM = 5;
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * The index ticker strip (our stand-in for the ticker-tape widget): a CSS marquee of the indices
 * with live prices that pauses on hover, on focus and with its button, and stands still as a plain
 * list for people who ask for reduced motion.
 */
export function IndexTicker() {
  const indices = useMarketIndices();
  const list = indices.data ?? [];
  const ids = useMemo(() => list.map((index) => index.id), [list]);
  const seeds = useMemo(() => {
    const byId: Record<number, LiveQuoteSeed> = {};
    for (const index of list) byId[index.id] = seedFromChange(index);
    return byId;
  }, [list]);
  const quotes = useLiveQuotes(ids, seeds);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [isPaused, setIsPaused] = useState(false);

  if (indices.isPending) {
    return (
      <Stack direction="row" spacing={2} role="status" aria-label={`Loading ${MARKETS_TEXTS.indices}`}>
        {[0, 1, 2, 3].map((slot) => (
          <Skeleton key={slot} variant="rounded" width={180} height={40} />
        ))}
      </Stack>
    );
  }
  if (indices.isError) {
    return <LoadFailed text={MARKETS_TEXTS.indicesFailed} onRetry={() => void indices.refetch()} />;
  }
  if (list.length === 0) return <Box sx={{ color: 'text.secondary' }}>{MARKETS_TEXTS.indicesEmpty}</Box>;

  const items = (isCopy: boolean) =>
    list.map((index) => <TickerItem key={index.id} index={index} quote={quotes[index.id]} isCopy={isCopy} />);

  if (prefersReducedMotion) {
    return (
      <Paper variant="outlined" sx={{ px: 1 }}>
        <TickerList label={MARKETS_TEXTS.indices} wrap>
          {items(false)}
        </TickerList>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', overflow: 'hidden' }}>
      <Box
        data-testid="ticker-marquee"
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          containerType: 'inline-size',
          '&:hover > div, &:focus-within > div': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': { '& > div': { animation: 'none' } },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${scroll} ${list.length * SECONDS_PER_ITEM}s linear infinite`,
            animationPlayState: isPaused ? 'paused' : 'running',
            // Each copy is at least as wide as the strip, so the loop never shows a gap.
            '& > ul': { minWidth: '100cqw', justifyContent: 'space-around' },
          }}
        >
          <TickerList label={MARKETS_TEXTS.indices}>{items(false)}</TickerList>
          {/* The second copy makes the loop seamless; screen readers and Tab skip it. */}
          <TickerList isHidden>{items(true)}</TickerList>
        </Box>
      </Box>
      <Tooltip title={isPaused ? 'Play ticker' : 'Pause ticker'}>
        <IconButton
          size="small"
          aria-label={isPaused ? 'Play ticker' : 'Pause ticker'}
          onClick={() => setIsPaused((value) => !value)}
          sx={{ mx: 0.5 }}
        >
          {isPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Paper>
  );
}

function TickerList({
  label,
  isHidden = false,
  wrap = false,
  children,
}: {
  label?: string;
  isHidden?: boolean;
  wrap?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-hidden={isHidden || undefined}
      sx={{
        display: 'flex',
        flexWrap: wrap ? 'wrap' : 'nowrap',
        listStyle: 'none',
        m: 0,
        p: 0,
        // A still list wraps inside a phone's width: a long index name breaks before its figures.
        ...(wrap && {
          '& > li': { whiteSpace: 'normal', flexShrink: 1, minWidth: 0 },
          '& a': { flexWrap: 'wrap' },
        }),
      }}
    >
      {children}
    </Box>
  );
}

function TickerItem({
  index,
  quote,
  isCopy,
}: {
  index: MarketIndex;
  quote: LiveQuote | undefined;
  isCopy: boolean;
}) {
  const price = quote?.live_price ?? index.live_price;
  const percent = quote?.up_down_percent ?? index.up_down_percent;
  return (
    <Box component="li" sx={{ flex: 'none', px: 2, py: 1, whiteSpace: 'nowrap' }}>
      <Link
        component={RouterLink}
        to={securityPath(index.symbol, index.exchange)}
        underline="hover"
        color="text.primary"
        tabIndex={isCopy ? -1 : undefined}
        sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', fontVariantNumeric: 'tabular-nums' }}
      >
        <Box component="span" sx={{ fontWeight: 700 }}>
          {index.name}
        </Box>
        <Box component="span" data-testid={isCopy ? undefined : 'ticker-price'}>
          {formatIndianNumber(price)}
        </Box>
        <Box component="span" sx={{ color: signTone(percent), fontWeight: 600 }}>
          {formatPercent(percent)}
        </Box>
      </Link>
    </Box>
  );
}
