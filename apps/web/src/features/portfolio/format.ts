/** The review's shares and ratios as the page writes them, with the domain's Indian number format. */
import { formatIndianNumber, statusLabel, TRADE_STATUSES, type TradeStatus } from '@tradecircle/domain';

/** A weight (0 to 1) as a share: `0.4235` -> `42.4%`. */
export function shareText(weight: number): string {
  return `${formatIndianNumber(weight * 100, 1)}%`;
}

/** An annualised volatility (0.18 = 18%) as `18.0%`; a dash without one. */
export function volatilityText(volatility: number | null): string {
  return volatility === null ? '—' : `${formatIndianNumber(volatility * 100, 1)}%`;
}

/** A plain ratio (beta): `1.07`; a dash without one. */
export function ratioText(value: number | null): string {
  return value === null ? '—' : formatIndianNumber(value, 2);
}

/** A call's status in the app's words (Live, Upcoming, Closed); an unknown one as it came. */
export function callStatusText(status: string): string {
  return (TRADE_STATUSES as readonly string[]).includes(status) ? statusLabel(status as TradeStatus) : status;
}
