import { z } from 'zod';

/*
 * Performance verification by PaRRVA, the past risk and return verification agency SEBI recognises
 * (platform.md §6-7, issue 30). Compliance staff record the agency's reference and the date it
 * verified an expert's figures; until then the figures are unverified. SEBI's advertisement code
 * lets an RA or RIA show past performance only once PaRRVA verified it: from
 * PARRVA_REQUIRED_FROM we show verified figures alone, before it unverified ones with a label.
 */

/** The first IST date on which only PaRRVA-verified figures may be shown. */
export const PARRVA_REQUIRED_FROM = '2028-05-01';

export const PERFORMANCE_VERIFICATION_STATUSES = ['verified', 'unverified'] as const;
export type PerformanceVerificationStatus = (typeof PERFORMANCE_VERIFICATION_STATUSES)[number];

/** An expert's figures' state, as the track record and profile answers carry it. */
export const PerformanceVerificationSchema = z.object({
  status: z.enum(PERFORMANCE_VERIFICATION_STATUSES),
  /** The agency's reference, for verified figures. */
  reference: z.string().nullable(),
  /** The IST date (YYYY-MM-DD) the agency verified the figures. */
  verified_on: z.string().nullable(),
});
export type PerformanceVerification = z.infer<typeof PerformanceVerificationSchema>;

/** The state from the two recorded columns: verified only with both a reference and a date. */
export function performanceVerificationOf(
  reference: string | null,
  verifiedOn: string | null,
): PerformanceVerification {
  if (reference && verifiedOn) return { status: 'verified', reference, verified_on: verifiedOn };
  return { status: 'unverified', reference: null, verified_on: null };
}

/**
 * How an expert's figures may be shown on `today` (the IST date, YYYY-MM-DD): `verified` (shown,
 * labelled PaRRVA verified), `unverified` (shown with an "Unverified" label, before
 * PARRVA_REQUIRED_FROM) or `hidden` (unverified from that date: no performance claim at all).
 */
export type PerformanceDisplay = 'verified' | 'unverified' | 'hidden';

export function performanceDisplay(verification: PerformanceVerification, today: string): PerformanceDisplay {
  if (verification.status === 'verified') return 'verified';
  return today < PARRVA_REQUIRED_FROM ? 'unverified' : 'hidden';
}

/** Whether an expert's figures may be shown on `today` at all. */
export function mayShowPerformance(verification: PerformanceVerification, today: string): boolean {
  return performanceDisplay(verification, today) !== 'hidden';
}

export const PERFORMANCE_VERIFICATION_LABELS: Record<PerformanceDisplay, string> = {
  verified: 'PaRRVA verified',
  unverified: 'Unverified figures',
  hidden: 'Figures not shown until verified by PaRRVA',
};
