import { Chip, type ChipProps } from '@mui/material';
import { transactionStatusLabel } from '../transaction-filters.ts';

const COLORS: Record<string, ChipProps['color']> = {
  initiated: 'default',
  successful: 'success',
  'payout processed': 'info',
  'payout settled': 'primary',
  failed: 'error',
};

export function TransactionStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={transactionStatusLabel(status)}
    />
  );
}
