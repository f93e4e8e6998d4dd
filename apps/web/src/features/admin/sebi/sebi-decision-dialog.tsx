import { DecisionDialog } from '../components/decision-dialog.tsx';
import type { SebiRegistrationReview } from './api.ts';
import { useDecideSebiRegistration } from './hooks.ts';
export type SebiDecisionKind = 'approve' | 'reject';

export const SEBI_DECISION_TEXTS = {
  approveTitle: 'Verify SEBI registration',
  rejectTitle: 'Reject SEBI registration',
  approveBody: (review: SebiRegistrationReview) =>
    `Verify ${review.user.name}'s ${review.type_label} registration ${review.sebi_registration_num} against SEBI's register? Their badge and every call's disclosure then say "verified".`,
  rejectBody: (name: string) =>
    `${name}'s SEBI Registered badge goes off. They see your remark and can record a corrected registration, which comes back here.`,
  remarkLabel: 'Remark for the expert',
  failed: 'The decision could not be saved. Please try again.',
} as const;

/**
 * Verifies or rejects one registration awaiting review. A rejection needs a remark (shown to the
 * expert); the server checks it again and answers 409 when someone else decided first.
 */
export function SebiDecisionDialog({
  review,
  decision,
  onClose,
}: {
  review: SebiRegistrationReview;
  decision: SebiDecisionKind;
  onClose: () => void;
}) {
  const decide = useDecideSebiRegistration();
  const isReject = decision === 'reject';
  return (
    <DecisionDialog
      isReject={isReject}
      title={isReject ? SEBI_DECISION_TEXTS.rejectTitle : SEBI_DECISION_TEXTS.approveTitle}
      body={
        isReject ? SEBI_DECISION_TEXTS.rejectBody(review.user.name) : SEBI_DECISION_TEXTS.approveBody(review)
      }
      remarkLabel={SEBI_DECISION_TEXTS.remarkLabel}
      confirmLabel={isReject ? 'Reject' : 'Verify'}
      failed={SEBI_DECISION_TEXTS.failed}
      pending={decide.isPending}
      send={(remark) =>
        decide.mutateAsync(
          remark === null
            ? { userId: review.user.id, approve: true }
            : { userId: review.user.id, approve: false, remark },
        )
      }
      onClose={onClose}
    />
  );
}
