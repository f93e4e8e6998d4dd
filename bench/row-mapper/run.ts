/**
 * Drizzle's generic row mapping against the compiled mapper (apps/server/src/db/compiled-row-mapper.ts)
 * on the trade lists' own selection: the same rows, the same decoders, alternated in rounds.
 *
 *   npm run row-mapper -w @tradecircle/bench      # ROW_MAPPER_BENCH_ROWS=200000 ROW_MAPPER_BENCH_ROUNDS=5
 *
 * Rows are mapped ten at a time (a page) and dropped, as a request does.
 */
import * as drizzleOrm from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { AppDb } from '../../apps/server/src/db/client.ts';
import { compileRowMapper } from '../../apps/server/src/db/compiled-row-mapper.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { visibleTrades } from '../../apps/server/src/modules/trades/trades.repository.ts';
import { trades } from '../../apps/server/src/modules/trades/trades.tables.ts';

type Field = { path: string[]; field: { columnType?: string } };
/** Drizzle's own generic mapper, exported by its runtime but left out of its types (internal). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: never, row: unknown[], joins: Record<string, boolean>) => unknown;
};

const rowCount = Number(process.env.ROW_MAPPER_BENCH_ROWS ?? 200_000);
/** Rows are mapped a page at a time, as a list's statement answers them, and dropped. */
const PAGE_ROWS = 10;
const rounds = Number(process.env.ROW_MAPPER_BENCH_ROUNDS ?? 5);

const db = drizzle.mock({ schema }) as unknown as AppDb;
const prepared = visibleTrades(db, { userId: 1, profileId: 1 })
  .rows()
  .orderBy(drizzleOrm.desc(trades.id))
  .prepare('row_mapper_bench') as unknown as {
  fields: Field[];
  joinsNotNullableMap: Record<string, boolean>;
};
const { fields, joinsNotNullableMap } = prepared;

/** What node-postgres hands Drizzle for each column (timestamps as text, numerics as text). */
function rawValue(field: Field['field'], index: number, rowIndex: number): unknown {
  switch (field.columnType) {
    case 'PgTimestamp':
      return '2026-11-30 09:15:00.123+00';
    case 'PgNumericNumber':
      return String(2450 + (rowIndex % 100) + 0.5);
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
      return rowIndex + index;
    case 'PgBoolean':
      return rowIndex % 2 === 0;
    case 'PgJsonb':
      return [];
    default:
      return field.columnType ? `text ${index}` : rowIndex % 3 === 0;
  }
}

const rows = Array.from({ length: 1000 }, (_, rowIndex) =>
  // Every third row has no group: the left join's object reads as null.
  fields.map(({ field, path }, index) =>
    path[0] === 'group' && rowIndex % 3 === 0 ? null : rawValue(field, index, rowIndex),
  ),
);

const compiled = compileRowMapper(fields as never, joinsNotNullableMap);
const generic = (input: unknown[][]) =>
  input.map((row) => mapResultRow(fields as never, row, joinsNotNullableMap));

if (JSON.stringify(compiled(rows.slice(0, 30))) !== JSON.stringify(generic(rows.slice(0, 30)))) {
  throw new Error('The compiled mapper answers differently from Drizzle on the bench rows');
}

const pages = Array.from({ length: rows.length / PAGE_ROWS }, (_, page) =>
  rows.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS),
);
let kept = 0;

function timed(map: (input: unknown[][]) => unknown[]): number {
  const start = process.hrtime.bigint();
  for (let mapped = 0; mapped < rowCount; mapped += PAGE_ROWS) {
    kept += map(pages[(mapped / PAGE_ROWS) % pages.length]!).length;
  }
  return Number(process.hrtime.bigint() - start) / rowCount;
}

// Warm both up, then alternate.
timed(generic);
timed(compiled);
const figures = { generic: [] as number[], compiled: [] as number[] };
for (let round = 0; round < rounds; round++) {
  figures.generic.push(timed(generic));
  figures.compiled.push(timed(compiled));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `${fields.length} columns a row, ${rowCount} rows a round in pages of ${PAGE_ROWS}, ${rounds} rounds, ns per row (median, all):`,
);
console.log(
  `  Drizzle's mapResultRow  ${median(figures.generic).toFixed(0)}  ${figures.generic.map((v) => v.toFixed(0)).join(' ')}`,
);
console.log(
  `  compiled mapper         ${median(figures.compiled).toFixed(0)}  ${figures.compiled.map((v) => v.toFixed(0)).join(' ')}`,
);
if (kept === 0) throw new Error('nothing mapped');
console.log(`  ratio                   ${(median(figures.generic) / median(figures.compiled)).toFixed(2)}x`);
