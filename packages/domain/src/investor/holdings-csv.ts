/**
 * The holdings CSV a user imports on /portfolioEvaluation (issue 33): the file a broker's holdings
 * export gives. Zerodha Kite's holdings download has the columns `Instrument, Qty., Avg. cost, LTP,
 * Cur. val, P&L, Net chg., Day chg.`; Zerodha Console, Upstox, Angel One and Groww name them
 * `Symbol`, `Quantity` (or `Quantity Available`), `Average Price` (or `Avg Price`, `Buy Avg`). The
 * header row decides which column is which, in any order and any letter case; other columns are
 * ignored (the live price and P&L are ours to compute).
 *
 * Parsing here checks each row's shape; the server then checks each symbol against the NSE
 * equities it knows. Any problem in any row refuses the whole file: nothing is half-imported.
 */

export const HOLDINGS_CSV_LIMITS = {
  /** Characters of the file (about 200 KB). */
  maxCharacters: 200_000,
  /** Holdings rows, the header not counted. */
  maxRows: 500,
  /** Problems reported for one file; the rest are summarised by the count. */
  maxProblems: 50,
  maxQuantity: 10_000_000,
  maxAveragePrice: 10_000_000,
} as const;

/** Header names, lower-cased with spaces, dots and underscores dropped, for each field. */
const HEADER_ALIASES = {
  symbol: ['instrument', 'symbol', 'tradingsymbol', 'stock', 'stockname', 'scrip', 'nsesymbol', 'ticker'],
  quantity: ['qty', 'quantity', 'quantityavailable', 'availableqty', 'netqty', 'holdingqty', 'shares'],
  averagePrice: [
    'avgcost',
    'averagecost',
    'averageprice',
    'avgprice',
    'buyavg',
    'buyaverage',
    'avgbuyprice',
    'averagebuyprice',
    'buyprice',
  ],
} as const;
export type HoldingsCsvField = keyof typeof HEADER_ALIASES;

export type ImportedHolding = { symbol: string; quantity: number; averagePrice: number };
/**
 * `row` counts the file's lines as a spreadsheet does (the header is row 1; 0 for the file as a
 * whole); `wholeFile` marks a problem no row's fix mends (no header, no rows, too large).
 */
export type HoldingsCsvProblem = { row: number; message: string; wholeFile?: boolean };
export type ParsedHoldingsCsv = {
  /** One per symbol: a symbol on several rows (a broker lists T1 shares apart) is merged at its weighted cost. */
  holdings: ImportedHolding[];
  /** For each merged holding, the rows it came from (to point the server's symbol checks at a row). */
  rowsOf: Map<string, number[]>;
  problems: HoldingsCsvProblem[];
};

/**
 * Lots of the same security (a symbol on several rows, or reported twice by a broker) as one holding
 * each: the quantities summed, the average price their weighted cost, to the paisa; in the order
 * each key first appears.
 */
export function atWeightedCost<Lot extends { quantity: number; averagePrice: number }, Key>(
  lots: readonly Lot[],
  keyOf: (lot: Lot) => Key,
): { key: Key; quantity: number; averagePrice: number }[] {
  const merged = new Map<Key, { quantity: number; cost: number }>();
  for (const lot of lots) {
    const held = merged.get(keyOf(lot)) ?? { quantity: 0, cost: 0 };
    held.quantity += lot.quantity;
    held.cost += lot.quantity * lot.averagePrice;
    merged.set(keyOf(lot), held);
  }
  return [...merged].map(([key, { quantity, cost }]) => ({
    key,
    quantity,
    averagePrice: Math.round((cost / quantity) * 100) / 100,
  }));
}

/** RFC 4180 fields: commas and line breaks inside double quotes, `""` for a quote. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const headerKey = (name: string) => name.toLowerCase().replace(/[\s._\-()₹]/g, '');

/** Which column holds each field, or the message for the header row. */
function columnsOf(header: readonly string[]): Record<HoldingsCsvField, number> | string {
  const keys = header.map(headerKey);
  const columns = {} as Record<HoldingsCsvField, number>;
  const missing: string[] = [];
  for (const field of Object.keys(HEADER_ALIASES) as HoldingsCsvField[]) {
    const column = keys.findIndex((key) => (HEADER_ALIASES[field] as readonly string[]).includes(key));
    if (column === -1) missing.push(HEADER_LABELS[field]);
    else columns[field] = column;
  }
  if (missing.length > 0) {
    return `The header row needs a column for ${missing.join(', ')} (for example Instrument, Qty., Avg. cost)`;
  }
  return columns;
}

const HEADER_LABELS: Record<HoldingsCsvField, string> = {
  symbol: 'the symbol',
  quantity: 'the quantity',
  averagePrice: 'the average price',
};

/** A number as exports write it: `1,234.50`, `₹ 1234.5`, ` 12 `. */
function numberIn(raw: string): number | null {
  const cleaned = raw.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Kite marks some instruments with a suffix (`IDEA-BE`, `SGBJUN31I-GB`); an `NSE:` prefix is allowed too. */
export function normaliseCsvSymbol(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/^(NSE|BSE):/, '')
    .replace(/-(EQ|BE|BZ|BL|SM|ST)$/, '');
}

function rowProblems(cells: readonly string[], columns: Record<HoldingsCsvField, number>) {
  const problems: string[] = [];
  const symbol = normaliseCsvSymbol(cells[columns.symbol] ?? '');
  if (symbol === '') problems.push('the symbol is empty');
  else if (!/^[A-Z0-9&-]{1,20}$/.test(symbol)) problems.push(`"${symbol.slice(0, 30)}" is not an NSE symbol`);
  const quantityText = (cells[columns.quantity] ?? '').trim();
  const quantity = numberIn(quantityText);
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1) {
    problems.push(`the quantity "${quantityText.slice(0, 20)}" must be a whole number of shares above 0`);
  } else if (quantity > HOLDINGS_CSV_LIMITS.maxQuantity) {
    problems.push('the quantity is above 1,00,00,000 shares');
  }
  const priceText = (cells[columns.averagePrice] ?? '').trim();
  const averagePrice = numberIn(priceText);
  if (averagePrice === null || averagePrice <= 0) {
    problems.push(`the average price "${priceText.slice(0, 20)}" must be a number of rupees above 0`);
  } else if (averagePrice > HOLDINGS_CSV_LIMITS.maxAveragePrice) {
    problems.push('the average price is above ₹1,00,00,000');
  }
  return { symbol, quantity: quantity ?? 0, averagePrice: averagePrice ?? 0, problems };
}

const sentence = (parts: readonly string[]) => {
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

/** Reads a holdings export: every row checked, every problem reported with its row. */
export function parseHoldingsCsv(text: string): ParsedHoldingsCsv {
  const empty = { holdings: [], rowsOf: new Map<string, number[]>() };
  if (text.length > HOLDINGS_CSV_LIMITS.maxCharacters) {
    return { ...empty, problems: [{ row: 0, message: 'The file is larger than 200 KB', wholeFile: true }] };
  }
  const records = csvRecords(text.replace(/^\uFEFF/, ''))
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = records;
  const refuse = (row: number, message: string) => ({
    ...empty,
    problems: [{ row, message, wholeFile: true }],
  });
  if (!header) return refuse(0, 'The file is empty');
  const columns = columnsOf(header.cells);
  if (typeof columns === 'string') return refuse(header.row, columns);
  if (rows.length === 0) return refuse(0, 'The file has a header but no holdings');
  if (rows.length > HOLDINGS_CSV_LIMITS.maxRows) {
    return refuse(0, `The file has ${rows.length} holdings; at most 500 can be imported`);
  }

  const problems: HoldingsCsvProblem[] = [];
  const lots: ImportedHolding[] = [];
  const rowsOf = new Map<string, number[]>();
  for (const { cells, row } of rows) {
    const parsed = rowProblems(cells, columns);
    if (parsed.problems.length > 0) {
      problems.push({ row, message: sentence(parsed.problems) });
      continue;
    }
    lots.push({ symbol: parsed.symbol, quantity: parsed.quantity, averagePrice: parsed.averagePrice });
    rowsOf.set(parsed.symbol, [...(rowsOf.get(parsed.symbol) ?? []), row]);
  }
  const holdings = atWeightedCost(lots, (lot) => lot.symbol).map(({ key, quantity, averagePrice }) => ({
    symbol: key,
    quantity,
    averagePrice,
  }));
  return { holdings, rowsOf, problems };
}

/** The problems as the API's per-field errors: `{ "row 3": ["..."] }`, at most HOLDINGS_CSV_LIMITS.maxProblems. */
export function holdingsCsvFieldErrors(problems: readonly HoldingsCsvProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { row, message } of problems.slice(0, HOLDINGS_CSV_LIMITS.maxProblems)) {
    const key = row === 0 ? 'csv' : `row ${row}`;
    errors[key] = [...(errors[key] ?? []), message];
  }
  return errors;
}

/** The 400's message: the whole-file problem, or how many rows to fix. */
export function holdingsCsvRefusal(problems: readonly HoldingsCsvProblem[]): string {
  const wholeFile = problems.find((problem) => problem.wholeFile);
  if (wholeFile) return `${wholeFile.message}; nothing was imported`;
  const rows = new Set(problems.map((problem) => problem.row)).size;
  return `${rows} ${rows === 1 ? 'row has a problem' : 'rows have problems'}; nothing was imported. Fix ${rows === 1 ? 'it' : 'them'} and import the file again`;
}
