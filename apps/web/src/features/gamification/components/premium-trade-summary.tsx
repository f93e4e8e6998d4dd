import { Chip, Stack, Typography } from '@mui/material';
import { formatDate, formatPercent, type PremiumTrade } from '@tradecircle/domain';

/** What the unlock list tells of every call, locked or not (platform.md §3 "Premium trade"). */
export function PremiumTradeSummary({ item }: { item: PremiumTrade }) {
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" noWrap>
        {item.group_name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={item.security_industry ?? 'Industry not stated'} />
        <Chip size="small" variant="outlined" label={item.duration_name} />
        {item.pl_percent !== null && (
          <Chip
            size="small"
            color={item.pl_percent >= 0 ? 'success' : 'error'}
            label={`P&L ${formatPercent(item.pl_percent)}`}
          />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Posted {formatDate(item.created)}
      </Typography>
    </Stack>
  );
}
