import type { PaymentInfoReview } from '../api.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { useDecidePaymentInfo } from '../hooks.ts';
export type Decision = 'approve' | 'reject';

export const DECISION_TEXTS = {
  approveTitle: 'Approve payment information',
  rejectTitle: 'Reject payment information',
  approveBody: (name: string) =>
    `Verify ${name}'s payout details? Payments to their Premium groups start once they are verified.`,
  rejectBody: (name: string) =>
    `${name} sees your remark and can correct the details, which sends them back here.`,
  remarkLabel: 'Remark for the owner',
  failed: 'The decision could not be saved. Please try again.',
} as const;

/**
 * Approves or rejects one payout information under review. A rejection needs a remark (shown to the
 * owner); the server checks it again and answers 409 when someone else decided first.
 */
export function PaymentInfoDecisionDialog({
  review,
  decision,
  onClose,
}: {
  review: PaymentInfoReview;
  decision: Decision;
  onClose: () => void;
}) {
  const decide = useDecidePaymentInfo();
  const isReject = decision === 'reject';
  return (
    <DecisionDialog
      isReject={isReject}
      title={isReject ? DECISION_TEXTS.rejectTitle : DECISION_TEXTS.approveTitle}
      body={
        isReject ? DECISION_TEXTS.rejectBody(review.user.name) : DECISION_TEXTS.approveBody(review.user.name)
      }
      remarkLabel={DECISION_TEXTS.remarkLabel}
      confirmLabel={isReject ? 'Reject' : 'Approve'}
      failed={DECISION_TEXTS.failed}
      pending={decide.isPending}
      send={(remark) =>
        decide.mutateAsync(
          remark === null ? { id: review.id, approve: true } : { id: review.id, approve: false, remark },
        )
      }
      onClose={onClose}
    />
  );
}
