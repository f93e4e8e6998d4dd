import type { FnoContractKind } from './fair-value.ts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export type FnoContractTerms = {
  /** The underlying's NSE symbol, e.g. NIFTY or RELIANCE. */
  underlying: string;
  /** 'YYYY-MM-DD'. */
  expiry: string;
  kind: FnoContractKind;
  /** Options only. */
  strike?: number | null;
};

function parts(terms: FnoContractTerms) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(terms.expiry);
  const month = MONTHS[Number(match?.[2]) - 1];
  if (!match || !month) throw new RangeError(`Not a YYYY-MM-DD date: ${terms.expiry}`);
  if (!terms.underlying) throw new RangeError('A contract needs an underlying symbol');
  const isOption = terms.kind !== 'FUT';
  if (isOption !== (terms.strike != null)) {
    throw new RangeError(isOption ? 'An option needs a strike' : 'A future has no strike');
  }
  return {
    year: match[1]!,
    month,
    day: match[3]!,
    strike: terms.strike == null ? null : formatStrike(terms.strike),
  };
}

/** 24000 -> '24000', 412.5 -> '412.5' (at most two decimals, no trailing zeros). */
export function formatStrike(strike: number): string {
  if (!(strike > 0) || !Number.isFinite(strike)) throw new RangeError('A strike must be a positive number');
  return String(Math.round(strike * 100) / 100);
}

/** 'NIFTY 24 NOV 2026 FUT', 'NIFTY 24 NOV 2026 24000 CE'. */
export function fnoDisplayName(terms: FnoContractTerms): string {
  const { year, month, day, strike } = parts(terms);
  return [terms.underlying, day, month, year, strike, terms.kind].filter((part) => part !== null).join(' ');
}

/** NSE monthly tradingsymbol: 'NIFTY26NOVFUT', 'NIFTY26NOV24000CE'. */
export function fnoTradingSymbol(terms: FnoContractTerms): string {
  const { year, month, strike } = parts(terms);
  return `${terms.underlying}${year.slice(2)}${month}${strike ?? ''}${terms.kind}`;
}
