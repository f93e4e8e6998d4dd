import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { Box, Stack, Typography } from '@mui/material';
import { formatPercent, formatRupees, formatSignedNumber } from '@tradecircle/domain';
import type { LiveQuote } from '../../../shared/live/live-quote.ts';

/**
 * Price, change and percent. Fixed-width, tabular digits so ticks do not move the layout.
 * Flat (0) is shown in the secondary colour.
 */
export function LivePrice({ quote }: { quote: LiveQuote }) {
  const change = quote.up_down_price;
  const tone = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  const Arrow = change >= 0 ? ArrowDropUpIcon : ArrowDropDownIcon;
  return (
    <Stack sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' }, fontVariantNumeric: 'tabular-nums' }}>
      <Typography
        data-testid="live-price"
        component="p"
        variant="h4"
        sx={{
          fontWeight: 700,
          minWidth: '9ch',
          textAlign: { xs: 'left', md: 'right' },
          whiteSpace: 'nowrap',
        }}
      >
        {formatRupees(quote.live_price)}
      </Typography>
      <Box
        data-testid="price-change"
        sx={{ color: tone, display: 'flex', alignItems: 'center', whiteSpace: 'nowrap', minWidth: '17ch' }}
      >
        <Arrow aria-hidden sx={{ visibility: change === 0 ? 'hidden' : 'visible' }} />
        <Typography component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
          {formatSignedNumber(change)} ({formatPercent(quote.up_down_percent)})
        </Typography>
      </Box>
    </Stack>
  );
}
