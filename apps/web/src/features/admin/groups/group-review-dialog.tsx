import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { formatDate, formatRupees } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { RemarkField, ReviewActions, useRemarkedDecision } from '../components/decision-dialog.tsx';
import type { GroupReview } from './api.ts';
import { useDecideGroup } from './hooks.ts';

export const GROUP_REVIEW_DIALOG_TEXTS = {
  title: (name: string) => `Review ${name}`,
  noDescription: 'No description given.',
  plans: 'Plans',
  noPlans: 'No active plan.',
  payout: 'Admin payout details',
  payoutStatus: { Pending: 'In review', Verified: 'Verified', Rejected: 'Rejected', none: 'Not given' },
  premiumNote:
    'A Premium group is listed and takes payments once it is verified, its admin’s payout details are verified and it has a plan.',
  remarkLabel: 'Remark for the group admin',
  previousRemark: 'Earlier remark',
  failed: 'The decision could not be saved. Please try again.',
} as const;

export const PAYOUT_COLOR = { Pending: 'warning', Verified: 'success', Rejected: 'error' } as const;

/**
 * A group under review: what it says and sells and whether its admin's payouts are verified, with
 * Approve, and Reject once a remark is written (shown to the group's admin). The server checks
 * again and answers 409 when someone else decided first.
 */
export function GroupReviewDialog({ group, onClose }: { group: GroupReview; onClose: () => void }) {
  const titleId = useId();
  const decide = useDecideGroup();
  const [rejecting, setRejecting] = useState(false);
  const texts = GROUP_REVIEW_DIALOG_TEXTS;
  const { submit, refusal, remarkField } = useRemarkedDecision(
    (remark) =>
      decide.mutateAsync(
        remark === null ? { id: group.id, approve: true } : { id: group.id, approve: false, remark },
      ),
    texts.failed,
    onClose,
  );
  const isPending = group.verification_status === 'Pending';
  const payout = group.admin_payout_status;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.title(group.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={group.group_type} />
            <Chip size="small" variant="outlined" label={group.verification_status} />
            <Typography variant="body2" color="text.secondary">
              By {group.admin.name} (user {group.admin.id}) · created {formatDate(group.created)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {group.description?.trim() ? group.description : texts.noDescription}
          </Typography>
          <Box>
            <Typography variant="subtitle2">{texts.plans}</Typography>
            {group.price.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {texts.noPlans}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {group.price.map((plan) => (
                  <li key={plan.id}>
                    <Typography variant="body2">
                      {plan.plan}: {formatRupees(plan.price)}
                      {plan.is_discount_price_live && plan.discount_price !== null
                        ? ` (now ${formatRupees(plan.discount_price)})`
                        : ''}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2">{texts.payout}:</Typography>
            <Chip
              size="small"
              label={payout ? texts.payoutStatus[payout] : texts.payoutStatus.none}
              color={payout ? PAYOUT_COLOR[payout] : 'default'}
            />
          </Stack>
          {group.group_type === 'Premium' && (
            <Typography variant="caption" color="text.secondary">
              {texts.premiumNote}
            </Typography>
          )}
          {group.verification_remark && (
            <Alert severity={group.verification_status === 'Rejected' ? 'error' : 'info'}>
              {texts.previousRemark}: {group.verification_remark}
            </Alert>
          )}
          {rejecting && <RemarkField label={texts.remarkLabel} {...remarkField} />}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <ReviewActions
        isPending={isPending}
        rejecting={rejecting}
        sending={decide.isPending}
        onClose={onClose}
        onStartRejecting={() => setRejecting(true)}
        onSubmit={(approve) => void submit(approve)}
      />
    </Dialog>
  );
}
