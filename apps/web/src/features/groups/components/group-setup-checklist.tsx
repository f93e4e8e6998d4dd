import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Group, GroupSetupItem, GroupSetupStep } from '@tradecircle/domain';
import { lazy, type ReactNode, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { LazyPlansEditorDialog, PAYMENT_TEXTS } from '../../payments/index.ts';
import { loadPayoutFormDialog } from '../../payments/lazy.ts';
import { GROUP_SETUP_STEP_LABELS, GROUP_TEXTS } from '../group-texts.ts';
import { PaymentSetupCard } from './payment-setup-card.tsx';

const PayoutFormDialog = lazy(() =>
  withTimeout(loadPayoutFormDialog()).then((m) => ({
    default: m.PayoutFormDialog,
  })),
);

type Open = 'payout' | 'plans' | null;

/**
 * The admin's setup card on a group page: for a Premium group that cannot take payments yet, the
 * checklist of what is missing (the server's `setup_checklist`); otherwise the payment setup card.
 */
export function GroupSetupCard({ group }: { group: Group }) {
  if (group.is_admin && group.setup_checklist && !group.can_take_payments) {
    return <GroupSetupChecklist group={group} checklist={group.setup_checklist} />;
  }
  return <PaymentSetupCard group={group} />;
}

/**
 * What a Premium group still needs before it is listed and takes subscribers (issues 27, 30): payout
 * details submitted, then verified, at least one plan, and the group verified by TradeCircle (in
 * review, or rejected with the reviewer's remark); each open step with the button that does it (the
 * payout form, the plans editor).
 */
export function GroupSetupChecklist({
  group,
  checklist,
}: {
  group: Group;
  checklist: readonly GroupSetupItem[];
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const payout = group.admin_payment_info;

  const detail = (step: GroupSetupStep, done: boolean): { note: ReactNode; action?: ReactNode } => {
    switch (step) {
      case 'payout_submitted':
        return done
          ? { note: 'Your bank and KYC details are saved.' }
          : {
              note: 'Add the bank account and KYC details subscribers’ payments are paid out to.',
              action: (
                <Button variant="contained" size="small" onClick={() => setOpen('payout')}>
                  {PAYMENT_TEXTS.addPaymentInfo}
                </Button>
              ),
            };
      case 'payout_verified':
        if (done) return { note: 'TradeCircle has verified your details.' };
        if (payout?.verification_status === 'Rejected')
          return {
            note: `Rejected: ${payout.remark || 'please correct your details and save them again.'}`,
            action: (
              <Button variant="outlined" size="small" onClick={() => setOpen('payout')}>
                {PAYMENT_TEXTS.editPaymentInfo}
              </Button>
            ),
          };
        return {
          note:
            payout?.verification_status === 'Pending'
              ? 'In review: TradeCircle is checking your details.'
              : 'TradeCircle reviews your details once you submit them.',
        };
      case 'has_plan':
        return done
          ? { note: `${group.price.length} active ${group.price.length === 1 ? 'plan' : 'plans'}.` }
          : {
              note: 'Set the periods and prices subscribers choose from.',
              action: (
                <Button variant="contained" size="small" onClick={() => setOpen('plans')}>
                  Add a plan
                </Button>
              ),
            };
      case 'group_verified':
        if (done) return { note: 'TradeCircle has verified this group.' };
        if (group.verification_status === 'Rejected')
          return {
            note: `Rejected: ${group.verification_remark || 'no reason given'}. Edit the group to send it for review again.`,
          };
        return { note: 'In review: TradeCircle is checking this group.' };
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="group-setup-title"
      sx={{ p: { xs: 2, md: 2.5 }, borderColor: 'warning.main' }}
    >
      <Typography id="group-setup-title" variant="h6" component="h2">
        {GROUP_TEXTS.setupTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {GROUP_TEXTS.setupIntro}
      </Typography>
      <Box component="ol" aria-label="Setup steps" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {checklist.map(({ step, done }) => {
          const { note, action } = detail(step, done);
          return (
            <Stack
              component="li"
              key={step}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 2 }}
              sx={{
                py: 1.25,
                alignItems: { xs: 'flex-start', sm: 'center' },
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Stack direction="row" spacing={1.25} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
                {done ? (
                  <CheckCircle color="success" sx={{ mt: '1px' }} titleAccess="Done" />
                ) : (
                  <RadioButtonUnchecked color="disabled" sx={{ mt: '1px' }} titleAccess="To do" />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{GROUP_SETUP_STEP_LABELS[step]}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {note}
                  </Typography>
                </Box>
              </Stack>
              {action && <Box sx={{ flexShrink: 0, pl: { xs: 4.25, sm: 0 } }}>{action}</Box>}
            </Stack>
          );
        })}
      </Box>
      <OnceOpened open={open === 'payout'}>
        <PayoutFormDialog open={open === 'payout'} onClose={close} />
      </OnceOpened>
      <LazyPlansEditorDialog open={open === 'plans'} onClose={close} group={group} />
    </Paper>
  );
}
