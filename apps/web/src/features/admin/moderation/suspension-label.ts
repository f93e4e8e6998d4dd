import { formatTradeTime, type SuspensionState } from '@tradecircle/domain';

/** How the panel names an account's standing: active, or suspended until an IST time, or for good. */
export function suspensionLabel(suspension: SuspensionState): string {
  if (!suspension) return 'Active';
  return suspension.until ? `Suspended until ${formatTradeTime(suspension.until)}` : 'Suspended permanently';
}
