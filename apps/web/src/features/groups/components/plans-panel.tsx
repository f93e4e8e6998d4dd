import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { PlanLine, plansOf } from '../../payments/index.ts';
import { GROUP_TEXTS } from '../group-texts.ts';

/**
 * The subscription plan panel (§2): the group's plans (period, price to pay, the struck-through
 * price and 'Save n%' while a discount is live) and Subscribe, which opens the payment dialog.
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
  const plans = plansOf(group);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="group-plans-title" sx={{ p: 2 }}>
      <Typography id="group-plans-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Subscription plans
      </Typography>
      <Stack spacing={1.5}>
        {plans.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {GROUP_TEXTS.plansComingSoon}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Plans" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {plans.map((plan) => (
              <Box
                component="li"
                key={plan.id}
                sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
              >
                <PlanLine plan={plan} />
              </Box>
            ))}
          </Box>
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
          <>
            <Typography variant="body2" color="text.secondary">
              {group.is_admin ? 'You run this group.' : 'You are a member of this group.'}
            </Typography>
            {/* A member renews through the same dialog: the new plan starts where the current one ends. */}
            {!group.is_admin && group.can_take_payments && plans.length > 0 && (
              <Button variant="outlined" onClick={onSubscribe} loading={isBusy}>
                {GROUP_TEXTS.renew}
              </Button>
            )}
          </>
        ) : (
          <Button variant="contained" onClick={onSubscribe} loading={isBusy}>
            {GROUP_TEXTS.subscribe}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
