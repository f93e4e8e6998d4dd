import { Box, Link, Stack, Typography } from '@mui/material';
import type { Trade } from '@tradecircle/domain';
import { Tag } from '../../../shared/ui/tag.tsx';
import { SecurityMonogram } from '../../trending-strip/index.ts';

interface TradeSecurityHeadingProps {
  trade: Trade;
  /** Makes the symbol a button opening the trade's detail. */
  onOpenDetail?: ((trade: Trade) => void) | undefined;
}

const NAME_SX = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** Logo (or lettered fallback), symbol, exchange and name. */
export function TradeSecurityHeading({ trade, onOpenDetail }: TradeSecurityHeadingProps) {
  const symbol = (
    <Typography
      component="span"
      variant="subtitle1"
      title={trade.security_symbol}
      // Whole or cut with an ellipsis, never broken mid-word (APOLLOHO / SP at 390 px); the exchange
      // tag wraps under it instead.
      sx={{
        display: 'block',
        fontWeight: 800,
        lineHeight: 1.2,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {trade.security_symbol}
    </Typography>
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
      <SecurityMonogram symbol={trade.security_symbol} logo={trade.security_logo} size={44} />
      <Box sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
        >
          {onOpenDetail ? (
            <Link
              component="button"
              type="button"
              underline="hover"
              color="inherit"
              onClick={() => onOpenDetail(trade)}
              aria-label={`${trade.security_symbol} trade details`}
              sx={{ minWidth: 0, maxWidth: '100%', textAlign: 'left', overflow: 'hidden' }}
            >
              {symbol}
            </Link>
          ) : (
            symbol
          )}
          <Tag label={trade.security_exchange} variant="outlined" sx={{ height: 20, flexShrink: 0 }} />
        </Stack>
        {/* Up to two lines: beside the status on a phone one line cut most names short. */}
        <Typography variant="body2" color="text.secondary" title={trade.security_name} sx={NAME_SX}>
          {trade.security_name}
        </Typography>
      </Box>
    </Stack>
  );
}
