import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { Box, type SxProps, type Theme } from '@mui/material';
import { formatPercent, formatSignedNumber } from '@tradecircle/domain';
import { signTone } from './money.tsx';

export interface PriceChangeProps {
  /** Rupees; null shows a dash. */
  change: number | null | undefined;
  percent: number | null | undefined;
  /** Width kept for the text, in characters (tabular digits, so ticks never move the layout). */
  minChars?: number;
  sx?: SxProps<Theme>;
}

/** `▲ +12.50 (+0.83%)` in green, `▼ -3.05 (-0.20%)` in red, flat in grey. */
export function PriceChange({ change, percent, minChars = 17, sx }: PriceChangeProps) {
  const hasValue = change != null && percent != null;
  const Arrow = (change ?? 0) >= 0 ? ArrowDropUpIcon : ArrowDropDownIcon;
  return (
    <Box
      component="span"
      data-direction={!hasValue || change === 0 ? 'flat' : change > 0 ? 'up' : 'down'}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          color: signTone(change),
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          minWidth: `${minChars}ch`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Arrow
        aria-hidden
        fontSize="small"
        sx={{ visibility: hasValue && change !== 0 ? 'visible' : 'hidden' }}
      />
      {hasValue ? `${formatSignedNumber(change)} (${formatPercent(percent)})` : '—'}
    </Box>
  );
}
