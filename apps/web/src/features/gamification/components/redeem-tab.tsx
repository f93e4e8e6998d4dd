import { Button, Paper, Stack, Typography } from '@mui/material';
import { REDEEMABLE_ITEM_KEYS, type RedeemCoinBody, type RedeemCoinDataResponse } from '@tradecircle/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { useRedeemCoins, useRedeemItems } from '../hooks.ts';
import { UNLOCK_TRADES_PATH } from '../paths.ts';
import { RowsSkeleton, SectionError } from './section-states.tsx';
import { TaskIcon } from './task-icon.tsx';

type RedeemItem = RedeemCoinDataResponse['data'][number];

const isRedeemableKey = (key: string): key is RedeemCoinBody['key'] =>
  (REDEEMABLE_ITEM_KEYS as readonly string[]).includes(key);

/**
 * Redeem Coins: each item with its price. A `redeem` item is bought here after a confirmation; an
 * `unlock` item leads to the Unlock Premium Trades list, where a call is chosen. An item the balance
 * cannot pay for says how many coins are missing.
 */
export function RedeemTab() {
  const items = useRedeemItems();
  const redeem = useRedeemCoins();
  const [chosen, setChosen] = useState<RedeemItem | null>(null);

  if (items.isPending) return <RowsSkeleton rows={2} height={96} label="Loading redeem items" />;
  if (items.isError) return <SectionError onRetry={() => void items.refetch()} />;
  const { data: list, coins } = items.data;
  if (list.length === 0)
    return <Typography color="text.secondary">{GAMIFICATION_TEXTS.redeemEmpty}</Typography>;

  const confirm = () => {
    if (!chosen || !isRedeemableKey(chosen.key)) return;
    redeem.mutate({ key: chosen.key }, { onSettled: () => setChosen(null) });
  };

  return (
    <Stack spacing={1.5} component="ul" aria-label="Redeem items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {list.map((item) => (
        <Paper key={item.key} component="li" variant="outlined" aria-label={item.title} sx={{ p: 2 }}>
          <RedeemRow item={item} coins={coins} onRedeem={() => setChosen(item)} />
        </Paper>
      ))}
      {chosen && (
        <ConfirmDialog
          tone="primary"
          open
          title={GAMIFICATION_TEXTS.redeemConfirmTitle(chosen.title)}
          text={GAMIFICATION_TEXTS.redeemConfirmText(chosen.coin_reward, coins)}
          confirmLabel={GAMIFICATION_TEXTS.redeem}
          isBusy={redeem.isPending}
          onConfirm={confirm}
          onClose={() => setChosen(null)}
        />
      )}
    </Stack>
  );
}

function RedeemRow({ item, coins, onRedeem }: { item: RedeemItem; coins: number; onRedeem: () => void }) {
  const short = item.coin_reward - coins;
  const reasonId = `redeem-reason-${item.key}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
        <TaskIcon file={item.file} size={48} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.description}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {item.coin_reward} coins
          </Typography>
        </Stack>
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, flexShrink: 0 }}>
        {item.action === 'unlock' ? (
          <Button variant="outlined" component={RouterLink} to={UNLOCK_TRADES_PATH}>
            {GAMIFICATION_TEXTS.unlockLink}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={onRedeem}
            disabled={short > 0}
            aria-describedby={short > 0 ? reasonId : undefined}
          >
            {GAMIFICATION_TEXTS.redeem}
          </Button>
        )}
        {short > 0 && (
          <Typography id={reasonId} variant="caption" color="text.secondary">
            {GAMIFICATION_TEXTS.needMoreCoins(short)}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
