import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { Box, Button, Container, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { PremiumTrade } from '@tradecircle/domain';
import { lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useTradeCardActions } from '../../trades/index.ts';
import { CoinBalance } from '../components/coin-balance.tsx';
import { LockedPremiumTrade } from '../components/locked-premium-trade.tsx';
import { SectionError } from '../components/section-states.tsx';
import { UnlockedPremiumTrade } from '../components/unlocked-premium-trade.tsx';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { usePremiumTrades, useUnlockTrade } from '../hooks.ts';

const SKELETON_CARDS = 4;

// The lock trade modal loads when first opened, not with the page.
const LockTradeDialog = lazy(() =>
  withTimeout(import('../dialogs/lock-trade-dialog.tsx')).then((m) => ({ default: m.LockTradeDialog })),
);

/**
 * /trending/unlockTrade (platform.md §2 "Unlock Premium Trades"): Premium groups' closed calls, a
 * page at a time, each locked behind "Unlock for 100 coins" (a confirmation, then the call, then the
 * list and the balance read again) or, once unlocked, shown in full. The balance sits on top; About
 * unlocking opens the lock trade modal.
 */
export function UnlockTradesPage() {
  const userId = Number(useSession().userId ?? 0);
  const [page, setPage] = useState(1);
  const [isAboutOpen, setAboutOpen] = useState(false);
  const [unlocking, setUnlocking] = useState<PremiumTrade | null>(null);
  const list = usePremiumTrades(userId, page);
  const unlock = useUnlockTrade(userId);
  const actions = useTradeCardActions();
  const coins = list.data?.coins ?? 0;

  const confirmUnlock = () => {
    if (!unlocking) return;
    unlock.mutate(unlocking.id, { onSettled: () => setUnlocking(null) });
  };

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <PageHeader
          icon={<LockOpenOutlined color="primary" aria-hidden />}
          title={GAMIFICATION_TEXTS.unlockHeading}
          intro={GAMIFICATION_TEXTS.unlockIntro}
          actions={
            <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
              {list.data ? (
                <CoinBalance coins={coins} />
              ) : (
                <Skeleton variant="rounded" width={110} height={32} aria-hidden />
              )}
              <Stack direction="row" spacing={1}>
                <Button size="small" startIcon={<InfoOutlined />} onClick={() => setAboutOpen(true)}>
                  {GAMIFICATION_TEXTS.aboutUnlocking}
                </Button>
                <Button size="small" component={RouterLink} to={routeTo('Gamification')}>
                  {GAMIFICATION_TEXTS.earnMore}
                </Button>
              </Stack>
            </Stack>
          }
        />
        {list.isPending ? (
          <Box sx={gridSx} role="progressbar" aria-label="Loading premium calls">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} variant="rounded" height={240} />
            ))}
          </Box>
        ) : list.isError ? (
          <SectionError text={GAMIFICATION_TEXTS.unlockListFailed} onRetry={() => void list.refetch()} />
        ) : list.data.result.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <Typography color="text.secondary">{GAMIFICATION_TEXTS.unlockEmpty}</Typography>
          </Paper>
        ) : (
          <>
            <Box component="ul" aria-label="Premium calls" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
              {list.data.result.map((item) => (
                <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                  {item.is_unlocked ? (
                    <UnlockedPremiumTrade item={item} viewer={actions.viewer} handlers={actions.handlers} />
                  ) : (
                    <LockedPremiumTrade item={item} coins={coins} onUnlock={() => setUnlocking(item)} />
                  )}
                </Box>
              ))}
            </Box>
            {list.data.num > 1 && (
              <Pagination
                count={list.data.num}
                page={page}
                onChange={(_, next) => setPage(next)}
                color="primary"
                sx={{ alignSelf: 'center' }}
                getItemAriaLabel={(type, number) =>
                  type === 'page' ? `Page ${number}` : type === 'next' ? 'Next page' : 'Previous page'
                }
              />
            )}
          </>
        )}
      </Stack>
      {unlocking && (
        <ConfirmDialog
          tone="primary"
          open
          title={GAMIFICATION_TEXTS.unlockConfirmTitle}
          text={GAMIFICATION_TEXTS.unlockConfirmText(unlocking.unlock_coins, coins)}
          confirmLabel={GAMIFICATION_TEXTS.unlock}
          isBusy={unlock.isPending}
          onConfirm={confirmUnlock}
          onClose={() => setUnlocking(null)}
        />
      )}
      <OnceOpened open={isAboutOpen}>
        <LockTradeDialog open={isAboutOpen} onClose={() => setAboutOpen(false)} />
      </OnceOpened>
    </Container>
  );
}

// Two calls a row from 768 px; a phone gets one.
const gridSx = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;
