import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Button, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { OnceOpened } from '../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../shared/routing/route-names.ts';
import { CoinBalance, useDailyTasks, useGamificationData } from '../gamification/index.ts';
import { JoiningBonusDialog } from '../gamification/lazy.ts';

export const GAMIFICATION_CARD_TEXTS = {
  heading: 'Your coins',
  today: 'Earned today',
  open: 'Earn and redeem',
  failed: 'Your coins could not be loaded.',
  retry: 'Retry',
  joiningBonus: 'About your joining bonus',
} as const;

/**
 * Home's gamification card (platform.md §2 Home): the coin balance, today's coins from daily tasks
 * against the day's target, and the way to the Gamification page.
 */
export function GamificationCard() {
  const data = useGamificationData();
  const daily = useDailyTasks();
  const [isBonusOpen, setBonusOpen] = useState(false);
  const isError = data.isError || daily.isError;
  const retry = () => {
    if (data.isError) void data.refetch();
    if (daily.isError) void daily.refetch();
  };
  return (
    <Paper variant="outlined" component="section" aria-label={GAMIFICATION_CARD_TEXTS.heading} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EmojiEventsOutlined color="warning" aria-hidden />
          <Typography variant="h6" component="h2">
            {GAMIFICATION_CARD_TEXTS.heading}
          </Typography>
        </Stack>
        {data.data ? (
          <CoinBalance coins={data.data.data.coins} size="small" />
        ) : (
          data.isPending && <Skeleton variant="rounded" width={90} height={24} aria-hidden />
        )}
      </Stack>
      {isError ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {GAMIFICATION_CARD_TEXTS.failed}
          </Typography>
          <Button size="small" onClick={retry}>
            {GAMIFICATION_CARD_TEXTS.retry}
          </Button>
        </Stack>
      ) : daily.data ? (
        <Stack spacing={0.5} sx={{ mb: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {GAMIFICATION_CARD_TEXTS.today}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="home-daily-counter">
              {daily.data.earned_today}/{daily.data.daily_target}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress(daily.data.earned_today, daily.data.daily_target)}
            aria-label={GAMIFICATION_CARD_TEXTS.today}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Stack>
      ) : (
        <Skeleton height={32} sx={{ mb: 1 }} aria-hidden />
      )}
      <Button component={RouterLink} to={routeTo('Gamification')} variant="contained" size="small" fullWidth>
        {GAMIFICATION_CARD_TEXTS.open}
      </Button>
      <Button size="small" fullWidth onClick={() => setBonusOpen(true)} sx={{ mt: 0.5 }}>
        {GAMIFICATION_CARD_TEXTS.joiningBonus}
      </Button>
      <OnceOpened open={isBonusOpen}>
        <JoiningBonusDialog open={isBonusOpen} onClose={() => setBonusOpen(false)} />
      </OnceOpened>
    </Paper>
  );
}

function progress(earned: number, target: number): number {
  return target > 0 ? Math.min(100, Math.round((earned / target) * 100)) : 0;
}
