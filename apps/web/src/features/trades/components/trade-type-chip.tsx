import { Chip } from '@mui/material';
import type { TradeType } from '@tradecircle/domain';

/** Buy in green, Sell in red. */
export function TradeTypeChip({ tradeType }: { tradeType: TradeType }) {
  return (
    <Chip
      label={tradeType}
      size="small"
      color={tradeType === 'Buy' ? 'success' : 'error'}
      sx={{ fontWeight: 700, minWidth: 48 }}
    />
  );
}
