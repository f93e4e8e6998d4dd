import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { describeSecurity } from '../../../shared/security-picker/security-picker.tsx';
import { MARKET_PRICE_LABEL, ORDER_TYPE_LABELS } from './order-type-labels.ts';
import type { TradeDraft } from './trade-form/form-values.ts';
import { useMarketPrice } from './trade-form/use-market-price.ts';

/** Under a market order's entry in the review. */
export const MARKET_ENTRY_NOTE =
  'Live now; the trade enters at the live price when it is posted and is Live at once.';

/** The poster's answer to 'I hold a position in this security', as the review repeats it. */
export const POSITION_HELD = 'You hold a position in this security';
export const POSITION_NONE = 'No position held';

interface TradeSummaryProps {
  draft: TradeDraft;
  durationName: string;
}

/**
 * The trade about to be posted: security, side, entry, the target / stop-loss ladder, lots, duration,
 * order type, the declared position, reasoning.
 */
export function TradeSummary({ draft: { body, security }, durationName }: TradeSummaryProps) {
  const rows = [
    { target: body.target_price, stopLoss: body.stop_loss },
    ...body.target_stop_loss_list.map((row) => ({ target: row.target_price, stopLoss: row.stop_loss })),
  ];
  // 'Target' / 'Stop loss' for a single step, numbered from 1 when there are several.
  const ladder = rows.map((row, index) => ({ ...row, label: rows.length > 1 ? ` ${index + 1}` : '' }));
  const isBuy = body.trade_type === 'Buy';
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {describeSecurity(security)}
        </Typography>
        {security.exchange && <Chip label={security.exchange} size="small" variant="outlined" />}
        <Chip label={body.trade_type} size="small" color={isBuy ? 'success' : 'error'} />
        <Chip label={body.is_real ? 'REAL TRADE' : 'VIRTUAL TRADE'} size="small" variant="outlined" />
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Entry term="Side">{body.trade_type}</Entry>
        {body.order_type === 'market_order' ? (
          <Entry term="Entry price">
            <MarketEntry securityId={body.security} fallback={body.entry_price} />
          </Entry>
        ) : (
          <Entry term="Entry price">{formatRupees(body.entry_price)}</Entry>
        )}
        {ladder.map((step) => (
          <Box key={step.label} sx={{ display: 'contents' }}>
            <Entry term={`Target${step.label}`}>{formatRupees(step.target)}</Entry>
            <Entry term={`Stop loss${step.label}`}>{formatRupees(step.stopLoss)}</Entry>
          </Box>
        ))}
        <Entry term="Lots">{body.lots}</Entry>
        <Entry term="Duration">{durationName}</Entry>
        <Entry term="Order type">{ORDER_TYPE_LABELS[body.order_type]}</Entry>
        <Entry term="Your position">{body.holds_position ? POSITION_HELD : POSITION_NONE}</Entry>
        <Entry term="Reasoning">
          <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {body.reasonings || '—'}
          </Box>
        </Entry>
      </Box>
    </Stack>
  );
}

/** A market order's entry: the live price now (refreshed), which the trade takes when it is posted. */
function MarketEntry({ securityId, fallback }: { securityId: number; fallback: number }) {
  const { price } = useMarketPrice(securityId);
  return (
    <>
      {MARKET_PRICE_LABEL} {formatRupees(price ?? fallback)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {MARKET_ENTRY_NOTE}
      </Typography>
    </>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}
