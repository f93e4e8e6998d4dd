import {
  cappedNote,
  exportStatusesText,
  formatDate,
  formatIndianNumber,
  formatPercent,
  inIndia,
  MARKET_RISK_WARNING,
  SMALL_SAMPLE_CALLS,
  STATEMENT_FIGURES,
  STATEMENT_FIGURES_BASIS,
  STATEMENT_PAST_CALLS_NOTE,
  type StatementFigures,
  statementFigureText,
  statusLabel,
  TRADE_EXPORT_KIND_LABELS,
  type TradeExportQuery,
  type TradeExportRow,
  type TradeExportTotals,
} from '@tradecircle/domain';
import PDFDocument from 'pdfkit';
import {
  COLOR,
  collect,
  contentWidth,
  type Doc,
  drawFooters,
  ensureSpace,
  FOOTER_SPACE,
  MARGIN,
  REAL_DISCLAIMER,
  rule,
  rupees,
  sectionTitle,
  signedRupees,
  style,
  VIRTUAL_DISCLAIMER,
  write,
} from '../trade-report/trade-report.pdf.ts';

export const STATEMENT_TITLE = 'TradeCircle trade statement';
export const NO_TRADES_TEXT = 'No trades match these filters.';

export type TradeStatementInput = {
  holder: string;
  query: TradeExportQuery;
  rows: readonly TradeExportRow[];
  totals: TradeExportTotals;
  figures: StatementFigures;
  count: number;
  capped: boolean;
  maxRows: number;
  generatedAt: Date;
};

/**
 * The PDF statement (A4 landscape): who and what it covers, the track record's figures over the
 * period, the totals, the trades table (its header again on each page) and the trade report's
 * disclaimers. Built in memory: at most TRADE_EXPORT_MAX_ROWS rows, about 35 to a page.
 */
export function renderTradeStatement(input: TradeStatementInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: STATEMENT_TITLE,
      Subject: `Trades from ${input.query.from} to ${input.query.to}`,
      Creator: 'TradeCircle',
      CreationDate: input.generatedAt,
    },
  });
  const pdf = collect(doc);
  const hasReal = input.rows.some((row) => row.is_real);
  const hasVirtual = input.rows.length === 0 || input.rows.some((row) => !row.is_real);

  drawHeader(doc, input);
  sectionTitle(doc, 'Track record over the period');
  drawFigures(doc, input.figures);
  sectionTitle(doc, 'Totals');
  drawTotals(doc, input.totals);
  sectionTitle(doc, `Trades (${input.rows.length})`);
  drawTrades(doc, input.rows);
  if (input.capped) {
    style(doc, 'Helvetica-Bold', 9, COLOR.red);
    write(doc, cappedNote(input.count, input.maxRows), MARGIN, doc.y + 6, { width: contentWidth(doc) });
  }
  ensureSpace(doc, 90);
  sectionTitle(doc, 'Disclaimer');
  style(doc, 'Helvetica', 9);
  const disclaimers = [
    ...(hasVirtual ? [VIRTUAL_DISCLAIMER] : []),
    ...(hasReal ? [REAL_DISCLAIMER] : []),
    'Live P&L is measured at the live prices when this statement was generated; it moves with the market.',
    MARKET_RISK_WARNING,
  ];
  for (const line of disclaimers) write(doc, line, MARGIN, doc.y + 3, { width: contentWidth(doc) });
  drawFooters(doc, hasReal ? REAL_DISCLAIMER : VIRTUAL_DISCLAIMER);
  doc.end();
  return pdf;
}

function drawHeader(doc: Doc, input: TradeStatementInput) {
  const { query } = input;
  style(doc, 'Helvetica-Bold', 20);
  write(doc, STATEMENT_TITLE, MARGIN, MARGIN);
  style(doc, 'Helvetica', 9, COLOR.muted);
  const generated = inIndia(input.generatedAt).format('h:mm A D MMM YYYY');
  write(doc, `Generated ${generated} IST`, MARGIN, doc.y + 2);
  rule(doc, doc.y + 8);
  const facts: [string, string][] = [
    ['Account holder', input.holder],
    [
      'Period (IST, both days included)',
      `${formatDate(statementDay(query.from))} to ${formatDate(statementDay(query.to))}`,
    ],
    ['Trades', TRADE_EXPORT_KIND_LABELS[query.kind]],
    ['Status', exportStatusesText(query.status)],
    ['Side', query.side ?? 'Buy and Sell'],
    ['Matching trades', formatIndianNumber(input.count, 0)],
  ];
  const columnWidth = contentWidth(doc) / 3;
  doc.y += 16;
  for (let index = 0; index < facts.length; index += 3) {
    const y = doc.y;
    for (const [column, [label, value]] of facts.slice(index, index + 3).entries()) {
      const x = MARGIN + column * columnWidth;
      style(doc, 'Helvetica', 8, COLOR.muted);
      write(doc, label.toUpperCase(), x, y);
      style(doc, 'Helvetica-Bold', 10);
      write(doc, value, x, y + 11, { width: columnWidth - 12, height: 12, ellipsis: true });
    }
    doc.y = y + 28;
  }
}

/** Noon IST of a `YYYY-MM-DD` day, so that formatDate prints that day. */
const statementDay = (day: string) => new Date(`${day}T12:00:00+05:30`);

function drawFigures(doc: Doc, figures: StatementFigures) {
  style(doc, 'Helvetica-Bold', 10);
  write(
    doc,
    `Closed calls: ${formatIndianNumber(figures.closed_trades, 0)}  ·  Wins: ${formatIndianNumber(figures.trade_wins, 0)}`,
    MARGIN,
    doc.y,
  );
  if (figures.small_sample) {
    style(doc, 'Helvetica', 8, COLOR.muted);
    write(doc, `Small sample: fewer than ${SMALL_SAMPLE_CALLS} closed calls.`, MARGIN, doc.y + 2);
  }
  const perRow = 4;
  const columnWidth = contentWidth(doc) / perRow;
  doc.y += 8;
  for (let index = 0; index < STATEMENT_FIGURES.length; index += perRow) {
    ensureSpace(doc, 30);
    const y = doc.y;
    for (const [column, spec] of STATEMENT_FIGURES.slice(index, index + perRow).entries()) {
      const figure = figures[spec.key];
      const x = MARGIN + column * columnWidth;
      style(doc, 'Helvetica', 8, COLOR.muted);
      write(doc, `${spec.label.toUpperCase()}  (${formatIndianNumber(figure.calls, 0)} calls)`, x, y);
      style(doc, 'Helvetica-Bold', 11);
      write(doc, statementFigureText(spec.key, figure.value), x, y + 11, { width: columnWidth - 12 });
    }
    doc.y = y + 30;
  }
  style(doc, 'Helvetica', 8, COLOR.muted);
  write(doc, `${STATEMENT_FIGURES_BASIS} ${STATEMENT_PAST_CALLS_NOTE}`, MARGIN, doc.y, {
    width: contentWidth(doc),
  });
}

function drawTotals(doc: Doc, totals: TradeExportTotals) {
  const lines = [
    `Trades: ${totals.trades} (posted ${totals.posted}, copied ${totals.copied})  ·  Upcoming ${totals.upcoming}, Live ${totals.live}, Closed ${totals.closed}, expired ${totals.expired}  ·  Buy ${totals.buy}, Sell ${totals.sell}`,
    `Realised P&L: ${signedRupees(totals.realised_pl)} (net of charges ${signedRupees(totals.realised_pl_net)}) over ${totals.realised_trades} closed trades (${totals.wins} in profit, ${totals.losses} in loss)`,
    `Live P&L at live prices: ${signedRupees(totals.live_pl)} (net of charges ${signedRupees(totals.live_pl_net)}) over ${totals.live_trades} live trades`,
  ];
  style(doc, 'Helvetica', 10);
  for (const line of lines) write(doc, line, MARGIN, doc.y + 2, { width: contentWidth(doc) });
}

type Column = { title: string; width: number; align?: 'right'; cell: (row: TradeExportRow) => string };

const COLUMNS: readonly Column[] = [
  { title: 'Created', width: 62, cell: (row) => formatDate(row.created) },
  { title: 'Id', width: 40, cell: (row) => String(row.id) },
  { title: 'Security', width: 104, cell: (row) => `${row.security_symbol} (${row.security_exchange})` },
  {
    title: 'Kind',
    width: 62,
    cell: (row) => `${row.kind === 'posted' ? 'Posted' : 'Copied'}${row.is_real ? ', real' : ''}`,
  },
  { title: 'Side', width: 32, cell: (row) => row.trade_type },
  { title: 'Lots', width: 36, align: 'right', cell: (row) => String(row.lots) },
  { title: 'Entry', width: 74, align: 'right', cell: (row) => rupees(row.entry_price) },
  {
    title: 'Exit / live',
    width: 74,
    align: 'right',
    cell: (row) => (row.pl_price === null ? '-' : rupees(row.pl_price)),
  },
  { title: 'Status', width: 56, cell: (row) => statusLabel(row.status) },
  { title: 'Closed', width: 62, cell: (row) => (row.closed_at ? formatDate(row.closed_at) : '-') },
  {
    title: 'P&L',
    width: 86,
    align: 'right',
    cell: (row) =>
      row.pl_amount === null ? '-' : `${signedRupees(row.pl_amount)}${row.pl_basis === 'live' ? '*' : ''}`,
  },
  {
    title: 'P&L %',
    width: 56,
    align: 'right',
    cell: (row) => (row.pl_percent === null ? '-' : formatPercent(row.pl_percent)),
  },
];
const ROW_HEIGHT = 14;
const CELL_GAP = 6;

function drawRow(doc: Doc, cells: string[], isHeader: boolean) {
  const y = doc.y;
  style(doc, isHeader ? 'Helvetica-Bold' : 'Helvetica', 8, isHeader ? COLOR.muted : COLOR.text);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    write(doc, cell, x, y + 3, {
      width: column.width - CELL_GAP,
      align: column.align ?? 'left',
      lineBreak: false,
      height: ROW_HEIGHT,
      ellipsis: true,
    });
    x += column.width;
  });
  doc.y = y + ROW_HEIGHT;
  if (isHeader) rule(doc, doc.y);
}

function drawTrades(doc: Doc, rows: readonly TradeExportRow[]) {
  if (rows.length === 0) {
    style(doc, 'Helvetica', 10);
    write(doc, NO_TRADES_TEXT, MARGIN, doc.y);
    return;
  }
  const header = COLUMNS.map((column) => column.title);
  ensureSpace(doc, ROW_HEIGHT * 3);
  drawRow(doc, header, true);
  for (const row of rows) {
    if (doc.y + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(doc, header, true);
    }
    drawRow(
      doc,
      COLUMNS.map((column) => column.cell(row)),
      false,
    );
  }
  if (rows.some((row) => row.pl_basis === 'live')) {
    style(doc, 'Helvetica', 8, COLOR.muted);
    write(doc, '* Live trade: P&L at the live price when generated.', MARGIN, doc.y + 4);
  }
}
