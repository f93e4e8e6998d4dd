/** Rupee and number formatting: Indian digit grouping (lakh, crore), two decimals. */
const CRORE = 10_000_000;

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const numberFormatters = new Map<number, Intl.NumberFormat>();

function numberFormatter(fractionDigits: number): Intl.NumberFormat {
  let formatter = numberFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/** `1234567.8` -> `₹12,34,567.80`; negative values read `-₹1,234.50`. */
export function formatRupees(amount: number): string {
  return rupeeFormatter.format(normaliseZero(amount));
}

/** `1234567.8` -> `12,34,567.80` (no currency sign). */
export function formatIndianNumber(value: number, fractionDigits = 2): string {
  return numberFormatter(fractionDigits).format(normaliseZero(value));
}

/** A signed change for price movements: `+12.50` or `-3.05`. */
export function formatSignedNumber(value: number, fractionDigits = 2): string {
  const formatted = formatIndianNumber(Math.abs(value), fractionDigits);
  if (normaliseZero(value) === 0) return formatted;
  return value > 0 ? `+${formatted}` : `-${formatted}`;
}

/** A signed percentage: `+1.25%`, `-0.40%`. */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${formatSignedNumber(value, fractionDigits)}%`;
}

/** Rupees to crore, as the spec's crore conversion (divide by 10,000,000). */
export function toCrore(rupees: number): number {
  return rupees / CRORE;
}

/** `123456789` -> `₹12.35 Cr`. */
export function formatCrore(rupees: number, fractionDigits = 2): string {
  const crore = toCrore(rupees);
  const sign = crore < 0 ? '-' : '';
  return `${sign}₹${formatIndianNumber(Math.abs(crore), fractionDigits)} Cr`;
}

/** Money is stored and summed as integer paise; these convert at the edges. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

// Intl prints "-₹0.00" for -0 and for tiny negatives that round to zero.
function normaliseZero(value: number): number {
  return Math.abs(value) < 0.005 ? 0 : value;
}
