import { Chip } from '@mui/material';
import {
  formatDate,
  PERFORMANCE_VERIFICATION_LABELS,
  type PerformanceDisplay,
  type PerformanceVerification,
} from '@tradecircle/domain';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';

export const PERFORMANCE_VERIFICATION_HINTS = {
  verified: (verification: PerformanceVerification) =>
    `Verified by PaRRVA (SEBI's past risk and return verification agency) on ${formatDate(verification.verified_on!)}, reference ${verification.reference}`,
  unverified:
    'These figures have not been verified by PaRRVA; they are computed from the public record alone',
} as const;

/** "PaRRVA verified" or "Unverified figures" beside an expert's figures; focusable for its tooltip. */
export function PerformanceVerificationChip({
  verification,
  display,
}: {
  verification: PerformanceVerification;
  display: PerformanceDisplay;
}) {
  const verified = display === 'verified';
  return (
    <LazyTooltip
      title={
        verified
          ? PERFORMANCE_VERIFICATION_HINTS.verified(verification)
          : PERFORMANCE_VERIFICATION_HINTS.unverified
      }
      describeChild
    >
      <Chip
        label={PERFORMANCE_VERIFICATION_LABELS[verified ? 'verified' : 'unverified']}
        size="small"
        color={verified ? 'success' : 'default'}
        variant="outlined"
        tabIndex={0}
      />
    </LazyTooltip>
  );
}
