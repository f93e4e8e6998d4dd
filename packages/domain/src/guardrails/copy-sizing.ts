import { formatRupees, paiseToRupees, rupeesToPaise } from '../format/money.ts';

/** A guardrail's sizing, as the rules read it (rupees as entered; figures are taken in paise). */
export type CopySizing =
  | { mode: 'lots'; lots: number }
  | { mode: 'amount'; amount: number }
  | { mode: 'capital_percent'; capitalPercent: number; virtualCapital: number };

/** What one lot of the copy costs: its entry price times the security's lot size (1 for equity). */
export type CopyPrice = { entryPrice: number; lotSize: number };

export type CopySizingResult = { ok: true; lots: number } | { ok: false; message: string };

/** The rupees a sizing spends on one copy, in paise: its amount, or its share of the virtual capital (floored to the paisa). */
export function sizingBudgetPaise(sizing: Exclude<CopySizing, { mode: 'lots' }>): number {
  if (sizing.mode === 'amount') return rupeesToPaise(sizing.amount);
  // The percent in hundredths (basis points), so the share is taken in whole numbers.
  const basisPoints = Math.round(sizing.capitalPercent * 100);
  return Math.floor((rupeesToPaise(sizing.virtualCapital) * basisPoints) / 10_000);
}

/** One lot's cost in paise. */
export function lotCostPaise({ entryPrice, lotSize }: CopyPrice): number {
  return rupeesToPaise(entryPrice) * lotSize;
}

/**
 * The lots of a copy under a guardrail's sizing: fixed lots as set; an amount, or a share of the
 * virtual capital, divided by one lot's cost at the copy's entry and floored (never more than the
 * budget). A budget below one lot is refused: a copy of 0 lots is no copy.
 */
export function copyLots(sizing: CopySizing, price: CopyPrice): CopySizingResult {
  if (sizing.mode === 'lots') return { ok: true, lots: sizing.lots };
  const budget = sizingBudgetPaise(sizing);
  const perLot = lotCostPaise(price);
  const lots = perLot > 0 ? Math.floor(budget / perLot) : 0;
  if (lots >= 1) return { ok: true, lots };
  const what =
    sizing.mode === 'amount'
      ? `your amount of ${formatRupees(paiseToRupees(budget))}`
      : `${sizing.capitalPercent}% of your virtual capital (${formatRupees(paiseToRupees(budget))})`;
  return {
    ok: false,
    message: `Copying refused: ${what} buys less than one lot (${formatRupees(paiseToRupees(perLot))} at this entry)`,
  };
}
