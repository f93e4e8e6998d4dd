/** Dates in the Indian order, dd/mm/yyyy, against the `YYYY-MM-DD` the app keeps (issue 27). */

export const INDIAN_DATE_PLACEHOLDER = 'dd/mm/yyyy';

/** IST is UTC+05:30 with no daylight saving: a constant shift shows IST on UTC-only charts. */
export const IST_OFFSET_SECONDS = 19_800;

/** `2026-05-09` → `09/05/2026`; anything else → ''. */
export function isoToIndianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** `09/05/2026` → `2026-05-09`, or null for text that is not a whole, real date (31/02 is refused). */
export function indianDateToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** What is typed, as dd/mm/yyyy so far: digits only, the slashes put in (`0905` → `09/05`). */
export function maskIndianDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
