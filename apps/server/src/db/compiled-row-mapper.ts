import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
type RowMapper = (rows: unknown[][]) => unknown[];

/** What Drizzle's prepared selects carry for their row mapping (both drivers' PreparedQuery classes). */
type PreparedSelect = {
  execute: unknown;
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: RowMapper;
};

/** Drizzle keeps an SQL field's decoder private; mapResultRow reads it as this does. */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

type Shape = { index: number } | { children: Map<string, Shape> };

/**
 * The top-level objects a left join may leave empty, and the column whose null says so: Drizzle's
 * rule (mapResultRow) is that an object of one table's columns is null when its first column is null
 * and the table was joined nullable.
 */
function nullableObjects(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const firstColumn = new Map<string, { index: number; table: string } | false>();
  fields.forEach(({ path, field }, index) => {
    if (!joinsNotNullableMap || !is(field, Column) || path.length !== 2) return;
    const objectName = path[0]!;
    const table = getTableName(field.table);
    const seen = firstColumn.get(objectName);
    if (seen === undefined) firstColumn.set(objectName, { index, table });
    else if (seen && seen.table !== table) firstColumn.set(objectName, false);
  });
  const nullable = new Map<string, number>();
  for (const [objectName, first] of firstColumn) {
    if (first && !joinsNotNullableMap?.[first.table]) nullable.set(objectName, first.index);
  }
  return nullable;
}

/**
 * A row mapper compiled once per statement, answering exactly what Drizzle's generic mapResultRow
 * does (the same nesting, key order, decoders and nulled left joins). The generic one tests each
 * field's kind and walks its path on every row; under load it was about a tenth of the server's time
 * on the trade lists (issue 29).
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): RowMapper {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const root: Shape = { children: new Map() };
  fields.forEach(({ path }, index) => {
    let node = root as { children: Map<string, Shape> };
    path.forEach((key, depth) => {
      if (depth === path.length - 1) {
        node.children.set(key, { index });
        return;
      }
      let child = node.children.get(key);
      if (!child || !('children' in child)) {
        child = { children: new Map() };
        node.children.set(key, child);
      }
      node = child;
    });
  });
  const nullable = nullableObjects(fields, joinsNotNullableMap);
  const decodedValue = (index: number) =>
    `(row[${index}] === null ? null : d[${index}].mapFromDriverValue(row[${index}]))`;
  const objectOf = (shape: Shape, topLevel: boolean): string => {
    if ('index' in shape) return decodedValue(shape.index);
    const entries = [...shape.children].map(([key, child]) => {
      const value = objectOf(child, false);
      const nulledBy = topLevel ? nullable.get(key) : undefined;
      return `${JSON.stringify(key)}: ${nulledBy === undefined ? value : `row[${nulledBy}] === null ? null : ${value}`}`;
    });
    return `{ ${entries.join(', ')} }`;
  };
  const mapRow = new Function('d', `return (row) => (${objectOf(root, true)});`)(decoders) as (
    row: unknown[],
  ) => unknown;
  return (rows) => rows.map(mapRow);
}

function isPreparedSelect(value: unknown): value is PreparedSelect {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PreparedSelect).execute === 'function' &&
    Array.isArray((value as PreparedSelect).fields)
  );
}

/**
 * Gives every prepared select in `statement` (one, or an object of them) a compiled row mapper, in
 * place. A statement that already has a mapper of its own (relational queries) keeps it.
 */
export function useCompiledRowMappers<Statement>(statement: Statement): Statement {
  const candidates = isPreparedSelect(statement)
    ? [statement]
    : typeof statement === 'object' && statement !== null
      ? Object.values(statement)
      : [];
  for (const candidate of candidates) {
    if (isPreparedSelect(candidate) && !candidate.customResultMapper) {
      candidate.customResultMapper = compileRowMapper(candidate.fields!, candidate.joinsNotNullableMap);
    }
  }
  return statement;
}
