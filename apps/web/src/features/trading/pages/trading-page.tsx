import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import { Box, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { Trade } from '@tradecircle/domain';
import { useState } from 'react';
import { LightTabs } from '../../../shared/ui/light-tabs.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useTradingOverview } from '../../broker/index.ts';
import { AddTradeButton, FnoTradeCard, TradeCard, useTradeCardActions } from '../../trades/index.ts';
import { BrokerLinkCard } from '../components/broker-link-card.tsx';
import { BrokerOrderList } from '../components/broker-order-list.tsx';
import { TradingSummary } from '../components/trading-summary.tsx';
import { TRADING_TEXTS } from '../trading-texts.ts';

type TabName = 'positions' | 'awaiting' | 'orders' | 'closed';

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

function TradeGrid({ trades, label, empty }: { trades: Trade[]; label: string; empty: string }) {
  const actions = useTradeCardActions();
  if (trades.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {trades.map((trade) => (
        <Box component="li" key={trade.id} sx={{ minWidth: 0 }}>
          {trade.is_equity_trade ? (
            <TradeCard trade={trade} viewer={actions.viewer} {...actions.handlers} />
          ) : (
            <FnoTradeCard trade={trade} viewer={actions.viewer} {...actions.handlers} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * /trading: the entry point for real trading. The broker link (connect, reconnect, disconnect), the
 * totals, and the user's real trades: positions (filled and held, with live P&L and the exit
 * buttons of their cards), those awaiting the broker, the orders the gateway carried, the latest
 * closed. Read again every 30 s while open, and after every real entry or exit.
 */
export function TradingPage() {
  const overview = useTradingOverview();
  const actions = useTradeCardActions();
  const [tab, setTab] = useState<TabName>('positions');
  const data = overview.data;
  const tabs = data
    ? ([
        { value: 'positions', label: `${TRADING_TEXTS.positions} (${data.positions.length})` },
        { value: 'awaiting', label: `${TRADING_TEXTS.awaiting} (${data.awaiting.length})` },
        { value: 'orders', label: `${TRADING_TEXTS.orders} (${data.orders.length})` },
        { value: 'closed', label: `${TRADING_TEXTS.closed} (${data.closed.length})` },
      ] as const)
    : [];
  const symbolOf = (tradeId: number | null) =>
    [...(data?.positions ?? []), ...(data?.awaiting ?? []), ...(data?.closed ?? [])].find(
      (trade) => trade.id === tradeId,
    )?.security_symbol ?? null;

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <PageHeader
          icon={<CandlestickChartOutlined color="primary" aria-hidden />}
          title={TRADING_TEXTS.heading}
          intro={TRADING_TEXTS.intro}
          actions={
            data?.account.is_connected && <AddTradeButton onAddTrade={() => actions.openComposer('add')} />
          }
        />
        {overview.isPending ? (
          <Stack spacing={2} role="progressbar" aria-label="Loading your trading section">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={88} />
            <Skeleton variant="rounded" height={220} />
          </Stack>
        ) : overview.isError ? (
          <LoadFailed message={TRADING_TEXTS.loadFailed} onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <BrokerLinkCard account={overview.data.account} />
            <TradingSummary summary={overview.data.summary} />
            <LightTabs label={TRADING_TEXTS.tabsLabel} value={tab} tabs={tabs} onChange={setTab} />
            {tab === 'positions' && (
              <TradeGrid
                trades={overview.data.positions}
                label={TRADING_TEXTS.positions}
                empty={TRADING_TEXTS.noPositions}
              />
            )}
            {tab === 'awaiting' && (
              <TradeGrid
                trades={overview.data.awaiting}
                label={TRADING_TEXTS.awaiting}
                empty={TRADING_TEXTS.noAwaiting}
              />
            )}
            {tab === 'orders' && <BrokerOrderList orders={overview.data.orders} symbolOf={symbolOf} />}
            {tab === 'closed' && (
              <TradeGrid
                trades={overview.data.closed}
                label={TRADING_TEXTS.closed}
                empty={TRADING_TEXTS.noClosed}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
