import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { type BrokerOrderLine, formatTradeTime } from '@tradecircle/domain';
import { Money } from '../../../shared/ui/money.tsx';
import { TRADING_TEXTS } from '../trading-texts.ts';

const ACTION_NAMES: Record<string, string> = {
  ENTRY: 'Entry',
  EXIT: 'Exit',
  APPLY_SL: 'Stop loss',
  APPLY_TG: 'Target',
};

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** What a line's state reads as: the broker's order status once reported, else our side's state. */
function statusOf(line: BrokerOrderLine): {
  label: string;
  color: 'success' | 'error' | 'warning' | 'default';
} {
  const status = line.order_status ?? line.state;
  if (['COMPLETE', 'completed'].includes(status)) return { label: 'Filled', color: 'success' };
  if (status === 'abandoned') return { label: 'Not finished', color: 'default' };
  const failed = ['REJECTED', 'ERROR', 'CANCELLED', 'CANCELLED AMO', 'failed'].includes(status);
  return { label: sentenceCase(status), color: failed ? 'error' : 'warning' };
}

/**
 * The orders the gateway carried for the user's real trades, newest first: one line per order, as
 * our server read it back from the gateway. A row on a desktop, a stacked card on a phone.
 */
export function BrokerOrderList({
  orders,
  symbolOf,
}: {
  orders: BrokerOrderLine[];
  /** The security of a trade the page already lists, for a line the gateway has not described yet. */
  symbolOf: (tradeId: number | null) => string | null;
}) {
  if (orders.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Typography color="text.secondary">{TRADING_TEXTS.noOrders}</Typography>
      </Paper>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={TRADING_TEXTS.ordersLabel}
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {orders.map((line, index) => {
        const status = statusOf(line);
        const symbol =
          line.symbol ?? symbolOf(line.trade_id) ?? (line.trade_id ? `Trade #${line.trade_id}` : '—');
        return (
          <Paper
            component="li"
            variant="outlined"
            // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's orders have no id of their own; the list is read whole
            key={`${line.transaction_id}-${index}`}
            sx={{
              p: 1.5,
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) auto',
                md: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto',
              },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap>
                {symbol}
                {line.exchange ? ` · ${line.exchange}` : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {ACTION_NAMES[line.action] ?? line.action} · {formatTradeTime(line.created)}
              </Typography>
            </Box>
            <Box
              sx={{
                gridColumn: { xs: '2', md: 'auto' },
                gridRow: { xs: '1', md: 'auto' },
                justifySelf: 'end',
              }}
            >
              <Chip size="small" variant="outlined" color={status.color} label={status.label} />
            </Box>
            <Typography variant="body2">
              {line.side
                ? `${line.side === 'BUY' ? 'Buy' : 'Sell'} ${line.filled_quantity ?? 0}/${line.quantity ?? 0}`
                : '—'}
            </Typography>
            <Typography variant="body2">
              {line.average_price ? <Money amount={line.average_price} /> : '—'}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            >
              {line.message ?? (line.variety === 'amo' ? 'After-market order' : '')}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
