import { cappedNote, indiaIsoDateTime, statusLabel, type TradeExportRow } from '@tradecircle/domain';

/**
 * The CSV file (RFC 4180: comma-separated, CRLF line ends, quoted where needed), with a UTF-8 byte
 * order mark so that spreadsheet programs read it as UTF-8. Times are ISO 8601 in IST with their
 * offset; numbers are plain (a dot for decimals, no thousands separators, two decimals for money).
 */

/** The header row, in column order. */
export const TRADE_EXPORT_CSV_COLUMNS = [
  'id',
  'kind',
  'mode',
  'created_ist',
  'security_symbol',
  'security_name',
  'exchange',
  'instrument_type',
  'side',
  'lots',
  'lot_size',
  'entry_price',
  'entry_fill_price',
  'targets',
  'stop_losses',
  'status',
  'exit_price',
  'closed_at_ist',
  'pl_basis',
  'pl_price',
  'pl_amount',
  'pl_percent',
  'pl_net_amount',
  'copy_origin_id',
] as const;

const BYTE_ORDER_MARK = '\uFEFF';
/** Ladder prices in one cell, in order. */
const LIST_SEPARATOR = '|';
/** What a spreadsheet would run as a formula (or a DDE command) when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell, guarded against CSV injection (a leading apostrophe keeps a formula as text) and
 * quoted when it holds a comma, a quote, a line break or edge spaces.
 */
export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) || guarded !== guarded.trim()
    ? `"${guarded.replaceAll('"', '""')}"`
    : guarded;
}

/**
 * A number the server formatted itself: never a formula, so it is not guarded, and a loss keeps its
 * minus sign as a number a spreadsheet can sum.
 */
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
const whole = (value: number | null) => (value === null ? '' : String(value));
const prices = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(LIST_SEPARATOR);
const time = (iso: string | null) => (iso === null ? '' : indiaIsoDateTime(iso));

function csvLine(row: TradeExportRow): string {
  return [
    whole(row.id),
    csvText(row.kind),
    csvText(row.is_real ? 'real' : 'virtual'),
    time(row.created),
    csvText(row.security_symbol),
    csvText(row.security_name),
    csvText(row.security_exchange),
    csvText(row.instrument_type),
    csvText(row.trade_type),
    whole(row.lots),
    whole(row.lot_size),
    money(row.entry_price),
    money(row.entry_fill_price),
    prices(row.targets),
    prices(row.stop_losses),
    csvText(statusLabel(row.status)),
    money(row.exit_price),
    time(row.closed_at),
    csvText(row.pl_basis),
    money(row.pl_price),
    money(row.pl_amount),
    money(row.pl_percent),
    money(row.pl_net_amount),
    whole(row.copy_origin_id),
  ].join(',');
}

/** The whole file; a capped export ends with one line saying how many trades were left out. */
export function tradeExportCsv(
  rows: readonly TradeExportRow[],
  cap: { capped: boolean; count: number; maxRows: number },
): string {
  const lines = [TRADE_EXPORT_CSV_COLUMNS.join(','), ...rows.map(csvLine)];
  if (cap.capped) lines.push(csvText(`# ${cappedNote(cap.count, cap.maxRows)}`));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
