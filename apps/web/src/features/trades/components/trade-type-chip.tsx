import type { TradeType } from '@tradecircle/domain';
import { Tag } from '../../../shared/ui/tag.tsx';

/** Buy in green, Sell in red. */
export function TradeTypeChip({ tradeType }: { tradeType: TradeType }) {
  return (
    <Tag
      label={tradeType}
      colour={tradeType === 'Buy' ? 'success' : 'error'}
      sx={{ fontWeight: 700, minWidth: 48 }}
    />
  );
}
