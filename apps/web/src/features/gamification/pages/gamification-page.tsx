import { Box, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { type LightTab, LightTabs } from '../../../shared/ui/light-tabs.tsx';
import { CoinBalance } from '../components/coin-balance.tsx';
import { EarnTab } from '../components/earn-tab.tsx';
import { NeedHelpMenu } from '../components/need-help-menu.tsx';
import { RedeemTab } from '../components/redeem-tab.tsx';
import { SectionError } from '../components/section-states.tsx';
import { StreakSection } from '../components/streak-section.tsx';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { useGamificationData } from '../hooks.ts';

// The dialogs load when first opened, not with the page.
const HowToEarnDialog = lazy(() =>
  withTimeout(import('../dialogs/how-to-earn-dialog.tsx')).then((m) => ({ default: m.HowToEarnDialog })),
);
const StreakDialog = lazy(() =>
  withTimeout(import('../dialogs/streak-dialog.tsx')).then((m) => ({ default: m.StreakDialog })),
);

type GamificationTab = 'earn' | 'redeem';
const TABS: LightTab<GamificationTab>[] = [
  { value: 'earn', label: GAMIFICATION_TEXTS.earnTab, id: 'gamification-tab-earn' },
  { value: 'redeem', label: GAMIFICATION_TEXTS.redeemTab, id: 'gamification-tab-redeem' },
];

/**
 * /trending/gamification (platform.md §2 Gamification): the greeting with the coin balance and the
 * Need Help menu, the Earn Reward and Redeem Coins tabs (`?tab=redeem` opens the second) and the
 * streak section, beside the tabs from 1200 px and above them on smaller screens.
 */
export function GamificationPage() {
  const [params, setParams] = useSearchParams();
  const tab: GamificationTab = params.get('tab') === 'redeem' ? 'redeem' : 'earn';
  const [isHowToEarnOpen, setHowToEarnOpen] = useState(false);
  const [isStreakOpen, setStreakOpen] = useState(false);
  const changeTab = (next: GamificationTab) =>
    setParams(next === 'earn' ? {} : { tab: next }, { replace: true });

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <Greeting onHowToEarn={() => setHowToEarnOpen(true)} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ minWidth: 0, order: { xs: 2, lg: 1 } }}>
            <LightTabs
              label="Gamification sections"
              value={tab}
              onChange={changeTab}
              tabs={TABS}
              sx={{ mb: 2 }}
            />
            <Box role="tabpanel" aria-labelledby={`gamification-tab-${tab}`}>
              {tab === 'earn' ? <EarnTab /> : <RedeemTab />}
            </Box>
          </Box>
          <Box sx={{ minWidth: 0, order: { xs: 1, lg: 2 } }}>
            <StreakSection onOpenDetails={() => setStreakOpen(true)} />
          </Box>
        </Box>
      </Stack>
      <OnceOpened open={isHowToEarnOpen}>
        <HowToEarnDialog open={isHowToEarnOpen} onClose={() => setHowToEarnOpen(false)} />
      </OnceOpened>
      <OnceOpened open={isStreakOpen}>
        <StreakDialog open={isStreakOpen} onClose={() => setStreakOpen(false)} />
      </OnceOpened>
    </Container>
  );
}

/** "Hi {name}", the balance and what is left to do, with Need Help. */
function Greeting({ onHowToEarn }: { onHowToEarn: () => void }) {
  const data = useGamificationData();
  const left = data.data?.data.todos_list.filter((todo) => todo.is_active).length ?? 0;
  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        {data.isPending ? (
          <Stack spacing={1} role="progressbar" aria-label="Loading your coins">
            <Skeleton width={180} height={40} />
            <Skeleton width={120} height={32} />
          </Stack>
        ) : data.isError ? (
          <SectionError onRetry={() => void data.refetch()} />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h5" component="h1">
              {GAMIFICATION_TEXTS.greeting(data.data.data.name)}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <CoinBalance coins={data.data.data.coins} />
              {left > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {left} {left === 1 ? 'task' : 'tasks'} left to earn coins
                </Typography>
              )}
            </Stack>
          </Stack>
        )}
        <Box sx={{ flexShrink: 0 }}>
          <NeedHelpMenu onHowToEarn={onHowToEarn} />
        </Box>
      </Stack>
    </Paper>
  );
}
