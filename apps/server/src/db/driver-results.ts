/*
 * What the two drivers answer for raw SQL (db.execute): node-postgres and PGlite differ in small ways.
 */

/** The rows of a db.execute result: node-postgres answers { rows }, PGlite's Drizzle driver the same; older drivers an array. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/** An int[] column (null: no array): node-postgres parses it, PGlite may answer the array text `{1,2,3}`. */
export function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/** PostgreSQL unique_violation, wherever the driver or Drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
