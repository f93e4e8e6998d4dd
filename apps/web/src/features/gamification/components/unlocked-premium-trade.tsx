import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { Chip, Paper, Stack } from '@mui/material';
import type { PremiumTrade } from '@tradecircle/domain';
import { FnoTradeCard, TradeCard, type TradeCardHandlers, type TradeViewer } from '../../trades/index.ts';
import { PremiumTradeSummary } from './premium-trade-summary.tsx';

/** An unlocked call: its group and summary over the trade's own card (security, prices, exit, P&L). */
export function UnlockedPremiumTrade({
  item,
  viewer,
  handlers,
}: {
  item: PremiumTrade;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
}) {
  const { trade } = item;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Unlocked call of ${item.group_name}`}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <PremiumTradeSummary item={item} />
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<LockOpenOutlined />}
            label="Unlocked"
          />
        </Stack>
        {trade &&
          (trade.is_equity_trade ? (
            <TradeCard trade={trade} viewer={viewer} {...handlers} />
          ) : (
            <FnoTradeCard trade={trade} viewer={viewer} {...handlers} />
          ))}
      </Stack>
    </Paper>
  );
}
