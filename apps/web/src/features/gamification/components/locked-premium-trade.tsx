import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { PremiumTrade } from '@tradecircle/domain';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { PremiumTradeSummary } from './premium-trade-summary.tsx';

/**
 * A closed premium call the viewer has not unlocked: its summary over a blurred placeholder, a lock
 * and "Unlock for N coins". The blur is decoration: the server sends no security or price of a locked
 * call, so none can leak from the page.
 */
export function LockedPremiumTrade({
  item,
  coins,
  onUnlock,
}: {
  item: PremiumTrade;
  coins: number;
  onUnlock: () => void;
}) {
  const short = item.unlock_coins - coins;
  const reasonId = `unlock-reason-${item.id}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${GAMIFICATION_TEXTS.lockedCall} of ${item.group_name}`}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <PremiumTradeSummary item={item} />
        <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', minHeight: 132 }}>
          <Box aria-hidden sx={{ p: 1.5, filter: 'blur(5px)', userSelect: 'none', pointerEvents: 'none' }}>
            <Stack spacing={1.25}>
              <Box sx={{ height: 14, width: '45%', bgcolor: 'grey.400', borderRadius: 1 }} />
              <Stack direction="row" spacing={1.5}>
                <Box sx={{ height: 34, flex: 1, bgcolor: 'grey.300', borderRadius: 1 }} />
                <Box sx={{ height: 34, flex: 1, bgcolor: 'success.light', opacity: 0.4, borderRadius: 1 }} />
                <Box sx={{ height: 34, flex: 1, bgcolor: 'error.light', opacity: 0.4, borderRadius: 1 }} />
              </Stack>
              <Box sx={{ height: 10, width: '75%', bgcolor: 'grey.300', borderRadius: 1 }} />
            </Stack>
          </Box>
          <Stack
            spacing={1}
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(255,255,255,0.6)',
              textAlign: 'center',
              p: 1,
            }}
          >
            <LockOutlined color="action" aria-hidden />
            <Button
              variant="contained"
              size="small"
              onClick={onUnlock}
              disabled={short > 0}
              aria-describedby={short > 0 ? reasonId : undefined}
            >
              {GAMIFICATION_TEXTS.unlockFor(item.unlock_coins)}
            </Button>
            {short > 0 && (
              <Typography id={reasonId} variant="caption" color="text.secondary">
                {GAMIFICATION_TEXTS.needMoreCoins(short)}
              </Typography>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
