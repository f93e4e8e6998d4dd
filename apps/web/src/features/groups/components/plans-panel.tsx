import { Button, Paper, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { GROUP_TEXTS } from '../group-texts.ts';

/**
 * The subscription plan panel (§2). Plans and checkout arrive with the payments issue: until a group
 * has plans the panel says so, and Subscribe starts the free trial where there is one, else shows the
 * spec's 'not active' warning.
 */
export function PlansPanel({
  group,
  onSubscribe,
  isBusy,
}: {
  group: Group;
  onSubscribe: () => void;
  isBusy: boolean;
}) {
  const isInside = group.is_admin || group.is_participant;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="group-plans-title" sx={{ p: 2 }}>
      <Typography id="group-plans-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Subscription plans
      </Typography>
      <Stack spacing={1.5}>
        {group.price.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {GROUP_TEXTS.plansComingSoon}
          </Typography>
        )}
        {group.free_trail && !isInside && (
          <Typography variant="body2">Try this group free for one week.</Typography>
        )}
        {group.is_limited_offer && (
          <Typography variant="body2" color="warning.main">
            Limited offer
          </Typography>
        )}
        {isInside ? (
          <Typography variant="body2" color="text.secondary">
            {group.is_admin ? 'You run this group.' : 'You are a member of this group.'}
          </Typography>
        ) : (
          <Button variant="contained" onClick={onSubscribe} loading={isBusy}>
            {GROUP_TEXTS.subscribe}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
