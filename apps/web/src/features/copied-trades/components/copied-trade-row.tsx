import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import {
  COPY_REASON_TEXTS,
  type CopiedTrade,
  type CopyComparison,
  formatPercent,
  formatRupees,
  formatSignedNumber,
  formatTradeTime,
  statusLabel,
  type Trade,
} from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { profilePath } from '../../../shared/routing/route-names.ts';
import { Money, signTone } from '../../../shared/ui/money.tsx';
import { COPIED_TRADES_TEXTS as TEXTS } from '../copied-trades-texts.ts';
import { useLiveCopiedTrade } from './use-live-copied-trade.ts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** Entry, exit or live price, and the P&L of one side; the origin's amount is on the copy's lots. */
function Side({
  title,
  trade,
  amount,
  percent,
  amountLabel = TEXTS.pnl,
}: {
  title: string;
  trade: Trade | null;
  amount: number | null;
  percent: number | null;
  amountLabel?: string;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {trade ? (
        <Stack spacing={0.25}>
          <Line label={TEXTS.entry}>
            {trade.status === 'Inactive' ? `${TEXTS.waitsFor} ` : ''}
            {formatRupees(trade.entry_price)}
          </Line>
          <Line label={trade.status === 'Active' ? TEXTS.live : TEXTS.exit}>
            {trade.status === 'Active'
              ? trade.live_price === null
                ? '—'
                : formatRupees(trade.live_price)
              : trade.exit_price === null
                ? '—'
                : formatRupees(trade.exit_price)}
          </Line>
          <Line label={amountLabel}>
            <Money amount={amount} signed colored />
            {percent !== null && (
              <Box component="span" sx={{ color: signTone(percent), ml: 0.5 }}>
                ({formatPercent(percent)})
              </Box>
            )}
          </Line>
          <Typography variant="caption" color="text.secondary">
            {statusLabel(trade.status)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {TEXTS.hidden}
        </Typography>
      )}
    </Box>
  );
}

function Difference({ comparison }: { comparison: CopyComparison }) {
  const { difference_percent: points, difference_amount: amount } = comparison;
  return (
    <Box component="section" aria-label={TEXTS.difference} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {TEXTS.difference}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        data-tone={points === null || points === 0 ? 'flat' : points > 0 ? 'ahead' : 'behind'}
        sx={{ color: signTone(points), fontVariantNumeric: 'tabular-nums' }}
      >
        {points === null ? '—' : `${formatSignedNumber(points)} pp`}
      </Typography>
      {amount !== null && <Money amount={amount} signed colored />}
    </Box>
  );
}

/**
 * One copy beside the expert's call it copied: the security and the expert (their profile), each
 * side's figures, the difference (green ahead, red behind) and why, in words. On a phone the parts
 * stack as a card; from 768 px they sit side by side in a row.
 */
export function CopiedTradeRow({ item, isPhone }: { item: CopiedTrade; isPhone: boolean }) {
  const { copy, origin, comparison } = useLiveCopiedTrade(item);
  const reasons =
    comparison.reasons.length > 0
      ? comparison.reasons.map((reason) => reason.message)
      : [COPY_REASON_TEXTS.sameAsOrigin];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`Copy of ${copy.trade_type} ${copy.security_symbol}`}
      data-layout={isPhone ? 'stacked' : 'row'}
      sx={{ p: 2 }}
    >
      <Stack
        direction={isPhone ? 'column' : 'row'}
        spacing={isPhone ? 0.5 : 2}
        sx={{ justifyContent: 'space-between', alignItems: isPhone ? 'flex-start' : 'center', mb: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {copy.security_symbol}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {copy.security_name}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip
            size="small"
            label={copy.trade_type}
            color={copy.trade_type === 'Buy' ? 'success' : 'error'}
          />
          <Chip size="small" variant="outlined" label={copy.is_real ? TEXTS.real : TEXTS.virtual} />
          <Typography variant="body2" color="text.secondary">
            {TEXTS.by}{' '}
            {origin ? (
              <Link component={RouterLink} to={profilePath(origin.posted_by_id, origin.posted_by_name)}>
                {origin.posted_by_name}
              </Link>
            ) : (
              TEXTS.expertHidden
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatTradeTime(copy.created)}
          </Typography>
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: isPhone ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr))',
        }}
      >
        <Side
          title={TEXTS.yourCopy}
          trade={copy}
          amount={comparison.copy_pl_amount}
          percent={comparison.copy_pl_percent}
        />
        <Side
          title={TEXTS.expertsCall}
          trade={origin}
          amount={comparison.origin_pl_amount}
          percent={comparison.origin_pl_percent}
          amountLabel={TEXTS.onYourLots}
        />
        <Difference comparison={comparison} />
      </Box>
      <Box component="ul" aria-label="Why" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {reasons.map((reason) => (
          <Typography key={reason} component="li" variant="body2" color="text.secondary">
            {reason}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
