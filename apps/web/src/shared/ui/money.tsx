import { Box, type SxProps, type Theme } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';

export interface MoneyProps {
  /** Rupees; null shows a dash. */
  amount: number | null | undefined;
  /** Gains read `+₹…` (losses always carry their minus). */
  signed?: boolean;
  /** Green for gains, red for losses, grey for zero. */
  colored?: boolean;
  /** Width kept for the value, in characters, so ticking digits never move the layout. */
  minChars?: number;
  sx?: SxProps<Theme>;
}

export function signTone(value: number | null | undefined): string {
  if (value == null || value === 0) return 'text.secondary';
  return value > 0 ? 'success.main' : 'error.main';
}

/** `+₹1,234.50` for a gain, `-₹1,234.50` for a loss, `₹0.00` for none: a P&L as text. */
export function formatSignedRupees(amount: number): string {
  return `${amount >= 0.005 ? '+' : ''}${formatRupees(amount)}`;
}

/** A rupee amount with Indian grouping, two decimals and tabular digits. */
export function Money({ amount, signed = false, colored = false, minChars, sx }: MoneyProps) {
  const text = amount == null ? '—' : signed ? formatSignedRupees(amount) : formatRupees(amount);
  return (
    <Box
      component="span"
      sx={[
        {
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          display: 'inline-block',
          minWidth: minChars ? `${minChars}ch` : undefined,
          color: colored ? signTone(amount) : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Box>
  );
}
