import { formatRupees, paiseToRupees, rupeesToPaise } from '../format/money.ts';

/** An open copy (Upcoming or Live) as the exposure counts it: entry price x lots x lot size. */
export type ExposurePosition = { entryPrice: number; lots: number; lotSize: number };

/** One position's exposure in paise. */
export function positionExposurePaise({ entryPrice, lots, lotSize }: ExposurePosition): number {
  return rupeesToPaise(entryPrice) * lots * lotSize;
}

/** The open exposure of several positions, in paise (summed as integers). */
export function openExposurePaise(positions: readonly ExposurePosition[]): number {
  return positions.reduce((sum, position) => sum + positionExposurePaise(position), 0);
}

export type ExposureCheck =
  | { ok: true; afterPaise: number }
  | { ok: false; afterPaise: number; message: string };

/**
 * Whether one more copy fits under the maximum open exposure: the open copies' exposure plus the new
 * one's may reach the maximum, not pass it.
 */
export function checkCopyExposure(input: {
  openPaise: number;
  next: ExposurePosition;
  maxOpenExposure: number;
}): ExposureCheck {
  const nextPaise = positionExposurePaise(input.next);
  const afterPaise = input.openPaise + nextPaise;
  const maxPaise = rupeesToPaise(input.maxOpenExposure);
  if (afterPaise <= maxPaise) return { ok: true, afterPaise };
  return {
    ok: false,
    afterPaise,
    message: `Copying refused: this copy (${formatRupees(paiseToRupees(nextPaise))}) would take your open exposure to this expert's calls to ${formatRupees(paiseToRupees(afterPaise))}, past your limit of ${formatRupees(paiseToRupees(maxPaise))}`,
  };
}
