import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { SecurityInfo } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import type { LiveQuote } from '../../../shared/live/live-quote.ts';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { LivePrice } from './live-price.tsx';
import { SecurityAvatar } from './security-avatar.tsx';
import { ShareButton } from './share-button.tsx';

export const INDEX_TRADE_TOOLTIP = 'An index cannot be traded; choose a stock or an F&O contract';

interface SecurityHeaderProps {
  security: SecurityInfo;
  quote: LiveQuote;
  /** The add-to-watchlist menu, owned by the watchlists feature. */
  watchlistAction?: ReactNode;
  /** The price alert button, owned by the copy guardrails feature (none for an index). */
  alertAction?: ReactNode;
  /** Opens the trade form with this security. */
  onTrade?: () => void;
}

export function SecurityHeader({
  security,
  quote,
  watchlistAction,
  alertAction,
  onTrade,
}: SecurityHeaderProps) {
  const isIndex = security.instrument_type === 'INDEX';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minWidth: 0 }}>
          <SecurityAvatar symbol={security.symbol} logo={security.logo} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {security.symbol}
              </Typography>
              <Chip label={security.exchange} size="small" variant="outlined" />
              {security.instrument_type === 'INDEX' && <Chip label="Index" size="small" />}
            </Stack>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {security.name}
            </Typography>
            <MarketStatus isOpen={security.is_market_open} />
          </Box>
        </Stack>
        <LivePrice quote={quote} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {watchlistAction}
        <ShareButton title={`${security.symbol} | ${security.name}`} />
        {alertAction}
        <LazyTooltip title={isIndex ? INDEX_TRADE_TOOLTIP : ''}>
          {/* A disabled button fires no events, so the tooltip needs a wrapper. */}
          <span>
            <Button
              variant="contained"
              startIcon={<ShowChartIcon />}
              disabled={isIndex || !onTrade}
              onClick={onTrade}
            >
              Trade
            </Button>
          </span>
        </LazyTooltip>
      </Stack>
    </Paper>
  );
}

function MarketStatus({ isOpen }: { isOpen: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mt: 0.5 }}>
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: isOpen ? 'success.main' : 'text.disabled' }}
      />
      <Typography variant="body2" color="text.secondary">
        {isOpen ? 'Market open' : 'Market closed'}
      </Typography>
    </Stack>
  );
}
