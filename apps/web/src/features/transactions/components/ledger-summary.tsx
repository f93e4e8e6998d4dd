import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Money } from '../../../shared/ui/money.tsx';
import { usePayoutLedger } from '../hooks.ts';

export const LEDGER_HINT = 'Successful payments minus platform fees minus payouts made';

/** The payout ledger's balance: what is owed to the expert now. */
export function LedgerSummary() {
  const ledger = usePayoutLedger();
  return (
    <Paper variant="outlined" component="section" aria-label="Payout balance" sx={{ p: 2 }}>
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          Payout balance
        </Typography>
        {ledger.isPending ? (
          <Skeleton width={120} height={36} aria-label="Loading payout balance" />
        ) : ledger.isError ? (
          <Typography color="text.secondary">The balance could not be loaded.</Typography>
        ) : (
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            <Money amount={ledger.data.balance} />
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {LEDGER_HINT}
        </Typography>
      </Stack>
    </Paper>
  );
}
