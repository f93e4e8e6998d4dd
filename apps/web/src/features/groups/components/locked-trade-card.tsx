import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { TRADE_STATUS_LABELS } from '@tradecircle/domain';
import type { LockedTrade } from '../api.ts';
import { GROUP_TEXTS } from '../group-texts.ts';

/**
 * A featured trade a visitor or non-member may not read: its status and date over a blurred
 * placeholder. The blur is decoration: no call detail reaches the browser, so none can leak from it.
 */
export function LockedTradeCard({
  trade,
  actionLabel,
  onAction,
}: {
  trade: LockedTrade;
  /** The group's way in ('Join Group', 'Send Request', 'Subscribe'). */
  actionLabel: string;
  onAction: () => void;
}) {
  const posted = new Date(trade.created).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Locked ${TRADE_STATUS_LABELS[trade.status]} trade`}
      sx={{ position: 'relative', overflow: 'hidden', minHeight: 220 }}
    >
      <Box aria-hidden sx={{ p: 2, filter: 'blur(6px)', userSelect: 'none', pointerEvents: 'none' }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 44, height: 44, borderRadius: 2, bgcolor: 'grey.300' }} />
            <Stack spacing={0.75} sx={{ flex: 1 }}>
              <Box sx={{ height: 12, width: '40%', bgcolor: 'grey.400', borderRadius: 1 }} />
              <Box sx={{ height: 10, width: '60%', bgcolor: 'grey.300', borderRadius: 1 }} />
            </Stack>
          </Stack>
          <Box sx={{ height: 48, bgcolor: 'grey.200', borderRadius: 1 }} />
          <Stack direction="row" spacing={2}>
            <Box sx={{ height: 36, flex: 1, bgcolor: 'success.light', opacity: 0.4, borderRadius: 1 }} />
            <Box sx={{ height: 36, flex: 1, bgcolor: 'error.light', opacity: 0.4, borderRadius: 1 }} />
          </Stack>
          <Box sx={{ height: 10, width: '80%', bgcolor: 'grey.300', borderRadius: 1 }} />
        </Stack>
      </Box>
      <Stack
        spacing={1}
        sx={{
          position: 'absolute',
          inset: 0,
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'rgba(255,255,255,0.55)',
          textAlign: 'center',
          p: 2,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={TRADE_STATUS_LABELS[trade.status]} />
          {trade.is_featured && <Chip size="small" color="warning" variant="outlined" label="Featured" />}
        </Stack>
        <LockOutlined color="action" aria-hidden />
        <Typography variant="body2" color="text.secondary">
          Posted {posted}
        </Typography>
        <Button variant="contained" size="small" onClick={onAction}>
          {GROUP_TEXTS.joinToSee}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {actionLabel} to read this call
        </Typography>
      </Stack>
    </Paper>
  );
}
