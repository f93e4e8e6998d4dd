import TollOutlined from '@mui/icons-material/TollOutlined';
import { FormControlLabel, FormHelperText, Paper, Stack, Switch, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { useId } from 'react';
import { GROUP_TEXTS } from '../group-texts.ts';
import { useSetCoinUnlock } from '../hooks.ts';

/**
 * A Premium group's coin unlocking (issue 32, docs/operations.md): one line for everyone saying
 * whether its closed calls can be unlocked with coins, and for its admin the switch that changes it.
 * Other groups show nothing: only Premium groups' calls are on the unlock list.
 */
export function CoinUnlockSetting({ group }: { group: Group }) {
  if (group.group_type !== 'Premium') return null;
  const line = group.coin_unlock_enabled ? GROUP_TEXTS.coinUnlockOn : GROUP_TEXTS.coinUnlockOff;
  return (
    <Paper variant="outlined" component="section" aria-label="Coin unlocking" sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TollOutlined fontSize="small" color="warning" aria-hidden />
        <Typography variant="body2">{line}</Typography>
      </Stack>
      {group.is_admin && <AdminSwitch group={group} />}
    </Paper>
  );
}

function AdminSwitch({ group }: { group: Group }) {
  const change = useSetCoinUnlock(group.id);
  const helpId = useId();
  // The switch shows the asked-for state while the call is out, then the group's as read again.
  const checked = change.isPending
    ? (change.variables ?? group.coin_unlock_enabled)
    : group.coin_unlock_enabled;
  return (
    <Stack sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={GROUP_TEXTS.coinUnlockSwitch}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {GROUP_TEXTS.coinUnlockHelp}
      </FormHelperText>
    </Stack>
  );
}
