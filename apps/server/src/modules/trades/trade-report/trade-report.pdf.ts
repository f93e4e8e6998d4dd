import {
  type CallDisclosure,
  formatIndianNumber,
  formatPercent,
  formatTradeTime,
  inIndia,
  PNL_LABEL_HINTS,
  type PriceLadder,
  pnlLabel,
  priceLadder,
  statusLabel,
  type Trade,
} from '@tradecircle/domain';
import PDFDocument from 'pdfkit';
import { toWinAnsi } from './win-ansi-text.ts';

export const TIMELINE_KINDS = [
  'posted',
  'activated',
  'target_reached',
  'closed',
  'exited',
  'expired',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
/** One transition from the track record; for target_reached, `step` is the ladder row that became current. */
export type TimelineEntry = { kind: TimelineKind; step: number; price: number | null; at: Date };

export type TradeReportInput = {
  trade: Trade;
  timeline: readonly TimelineEntry[];
  generatedAt: Date;
  /** The call's disclosure block, as the detail sends it. */
  disclosure: CallDisclosure;
  /** The web app's origin, which the investor charter's path is printed under. */
  appOrigin: string;
};

export const REPORT_TITLE = 'TradeCircle trade report';
export const VIRTUAL_DISCLAIMER = 'Virtual trade for education; not investment advice.';
export const REAL_DISCLAIMER =
  'Real trade placed through a broker. Past returns do not promise future ones; not investment advice.';

export const MARGIN = 48;
export const FOOTER_SPACE = 28;
export const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  highlight: '#eff6ff',
  green: '#16a34a',
  red: '#dc2626',
  blue: '#2563eb',
};
const CLOSING_REASONS: Record<string, string> = {
  target: 'target hit',
  stop_loss: 'stop loss hit',
  window_end: 'duration ended',
  manual: 'exited by the owner',
  expiry: 'contract expired',
};

export type Doc = PDFKit.PDFDocument;
type LadderRow = { target: number; stopLoss: number };

/** The downloadable report of one trade, built in memory (a few kilobytes). */
export function renderTradeReport({
  trade,
  timeline,
  generatedAt,
  disclosure,
  appOrigin,
}: TradeReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: REPORT_TITLE,
      Subject: toWinAnsi(`${trade.security_symbol} ${trade.trade_type} trade ${trade.id}`),
      Creator: 'TradeCircle',
      CreationDate: generatedAt,
    },
  });
  const pdf = collect(doc);
  const rows: LadderRow[] = [
    { target: trade.first_target, stopLoss: trade.first_stop_loss },
    ...trade.target_stop_loss_list.map((row) => ({ target: row.target_price, stopLoss: row.stop_loss })),
  ];
  const isOpen = trade.status === 'Inactive' || trade.status === 'Active';
  const ladder = priceLadder(
    {
      trade_type: trade.trade_type,
      status: trade.status,
      entry_price: trade.entry_price,
      first_stop_loss: trade.first_stop_loss,
      stop_loss: trade.stop_loss,
      target_price: trade.target_price,
      targets: rows.map((row) => row.target),
    },
    isOpen ? trade.live_price : null,
  );

  drawHeader(doc, trade, generatedAt);
  drawFacts(doc, trade);
  sectionTitle(doc, 'Price ladder');
  drawLadderBar(doc, ladder);
  drawLadderTable(doc, trade, rows, ladder, isOpen);
  sectionTitle(doc, 'Timeline');
  drawTimeline(doc, trade, timeline, rows.length);
  sectionTitle(doc, 'Profit and loss');
  drawPnl(doc, trade);
  sectionTitle(doc, 'Reasoning');
  paragraph(doc, trade.reasoning.content.trim() || 'No reasoning given.');
  // The block (about 100 points) stays on one page with its title.
  ensureSpace(doc, 140);
  sectionTitle(doc, 'Disclosure');
  drawDisclosure(doc, disclosure, appOrigin);
  drawFooters(doc, trade.is_real ? REAL_DISCLAIMER : VIRTUAL_DISCLAIMER);
  doc.end();
  return pdf;
}

export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export const rupees = (amount: number) => `Rs. ${formatIndianNumber(Math.abs(amount))}`;
export const signedRupees = (amount: number) => (amount < 0 ? '-' : amount > 0 ? '+' : '') + rupees(amount);
const istTime = (at: Date | string) => `${formatTradeTime(at)} IST`;
export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function write(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(toWinAnsi(text), x, y, options);
}

/** Starts a new page when less than `height` points are left on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function style(doc: Doc, font: 'Helvetica' | 'Helvetica-Bold', size: number, color = COLOR.text) {
  doc.font(font).fontSize(size).fillColor(color);
}

export function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}

export function sectionTitle(doc: Doc, title: string) {
  ensureSpace(doc, 48);
  const y = doc.y + 14;
  style(doc, 'Helvetica-Bold', 12);
  write(doc, title, MARGIN, y);
  rule(doc, doc.y + 2);
  doc.y += 8;
}

function paragraph(doc: Doc, text: string) {
  style(doc, 'Helvetica', 10);
  write(doc, text, MARGIN, doc.y, { width: contentWidth(doc) });
}

function drawHeader(doc: Doc, trade: Trade, generatedAt: Date) {
  style(doc, 'Helvetica-Bold', 20);
  write(doc, REPORT_TITLE, MARGIN, MARGIN);
  style(doc, 'Helvetica', 9, COLOR.muted);
  const mode = trade.is_real ? 'REAL TRADE' : 'VIRTUAL TRADE';
  const generated = inIndia(generatedAt).format('h:mm A D MMM YYYY');
  write(doc, `${mode}  ·  Trade ${trade.id}  ·  Generated ${generated} IST`, MARGIN, doc.y + 2);
  rule(doc, doc.y + 8);
  style(doc, 'Helvetica-Bold', 15);
  write(doc, trade.security_name, MARGIN, doc.y + 18, { width: contentWidth(doc) });
  style(doc, 'Helvetica', 10, COLOR.muted);
  const instrument = trade.is_equity_trade ? '' : `  ·  ${trade.instrument_type}`;
  write(doc, `${trade.security_symbol}  ·  ${trade.security_exchange}${instrument}`, MARGIN, doc.y + 2);
}

function drawFacts(doc: Doc, trade: Trade) {
  const facts: [string, string][] = [
    ['Side', trade.trade_type],
    ['Status', statusLabel(trade.status)],
    ['Posted by', trade.posted_by_name + (trade.is_sebi_registered ? ' (SEBI registered)' : '')],
    ['Posted', istTime(trade.created)],
    ['Entry price', rupees(trade.entry_price)],
    ['Lots', String(trade.lots)],
    ['Lot size', String(trade.lot_size)],
    ['Duration', trade.duration_name || '-'],
  ];
  if (trade.product) facts.push(['Product', trade.product]);
  if (trade.trade_live_time) facts.push(['Went live', istTime(trade.trade_live_time)]);
  if (trade.exit_price !== null) facts.push(['Exit price', rupees(trade.exit_price)]);
  else if (trade.live_price !== null) facts.push(['Live price', rupees(trade.live_price)]);
  if (trade.trade_closing_time) facts.push(['Closed', istTime(trade.trade_closing_time)]);

  const columnWidth = contentWidth(doc) / 2;
  const rowHeight = 28;
  doc.y += 14;
  for (let index = 0; index < facts.length; index += 2) {
    ensureSpace(doc, rowHeight);
    const y = doc.y;
    for (const [column, [label, value]] of facts.slice(index, index + 2).entries()) {
      const x = MARGIN + column * columnWidth;
      style(doc, 'Helvetica', 8, COLOR.muted);
      write(doc, label.toUpperCase(), x, y);
      style(doc, 'Helvetica-Bold', 10);
      write(doc, value, x, y + 11, { width: columnWidth - 12, height: 12, ellipsis: true });
    }
    doc.y = y + rowHeight;
  }
}

/** Stop loss on the left, the final target on the right; each step at its price's place between them. */
function drawLadderBar(doc: Doc, ladder: PriceLadder) {
  ensureSpace(doc, 96);
  const left = MARGIN + 36;
  const width = contentWidth(doc) - 72;
  const barY = doc.y + 34;
  const xOf = (position: number) => left + position * width;
  const entry = ladder.steps.find((step) => step.kind === 'entry')!;

  doc.lineCap('round').lineWidth(4);
  doc.moveTo(xOf(0), barY).lineTo(xOf(entry.position), barY).strokeColor(COLOR.red).stroke();
  doc.moveTo(xOf(entry.position), barY).lineTo(xOf(1), barY).strokeColor(COLOR.green).stroke();
  doc.lineCap('butt');

  ladder.steps.forEach((step, index) => {
    const x = xOf(step.position);
    const color = step.kind === 'stop_loss' ? COLOR.red : step.kind === 'entry' ? COLOR.text : COLOR.green;
    doc.lineWidth(1.5).circle(x, barY, 5);
    if (step.kind !== 'target' || step.isReached) doc.fillAndStroke(color, color);
    else doc.fillAndStroke('#ffffff', color);
    const isAbove = index % 2 === 1;
    style(doc, 'Helvetica-Bold', 7);
    write(doc, step.label, x - 40, isAbove ? barY - 28 : barY + 10, { width: 80, align: 'center' });
    style(doc, 'Helvetica', 7, COLOR.muted);
    write(doc, rupees(step.price), x - 40, isAbove ? barY - 19 : barY + 19, { width: 80, align: 'center' });
  });

  if (ladder.liveMarker) {
    const x = xOf(ladder.liveMarker.position);
    doc
      .moveTo(x, barY - 9)
      .lineTo(x, barY + 9)
      .lineWidth(2)
      .strokeColor(COLOR.blue)
      .stroke();
    style(doc, 'Helvetica-Bold', 7, COLOR.blue);
    write(doc, `Live ${rupees(ladder.liveMarker.price)}`, x - 40, barY + 30, { width: 80, align: 'center' });
  }
  doc.y = barY + 44;
}

function drawLadderTable(doc: Doc, trade: Trade, rows: LadderRow[], ladder: PriceLadder, isOpen: boolean) {
  const targetSteps = ladder.steps.filter((step) => step.kind === 'target');
  const columns = [
    { title: 'Row', x: MARGIN + 6, width: 60 },
    { title: 'Target', x: MARGIN + 80, width: 110 },
    { title: 'Stop loss', x: MARGIN + 200, width: 110 },
    { title: 'State', x: MARGIN + 320, width: contentWidth(doc) - 326 },
  ];
  const rowHeight = 18;
  const line = (cells: string[], y: number, isHeader: boolean) => {
    style(doc, isHeader ? 'Helvetica-Bold' : 'Helvetica', 9, isHeader ? COLOR.muted : COLOR.text);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      write(doc, cell, column.x, y + 5, { width: column.width, lineBreak: false });
    });
  };
  ensureSpace(doc, rowHeight * 2);
  line(
    columns.map((column) => column.title),
    doc.y,
    true,
  );
  doc.y += 8;
  rows.forEach((row, index) => {
    ensureSpace(doc, rowHeight);
    const y = doc.y;
    const isCurrent = index === trade.current_step;
    const state = rowState(trade, targetSteps[index]?.isReached ?? false, isCurrent, isOpen);
    if (isCurrent) doc.rect(MARGIN, y, contentWidth(doc), rowHeight).fill(COLOR.highlight);
    line(
      [targetSteps[index]?.label ?? `Row ${index + 1}`, rupees(row.target), rupees(row.stopLoss), state],
      y,
      false,
    );
    doc.y = y + rowHeight;
  });
}

function rowState(trade: Trade, isReached: boolean, isCurrent: boolean, isOpen: boolean): string {
  if (isReached) return 'Target reached';
  if (!isCurrent) return '';
  if (isOpen) return 'Current';
  if (trade.closing_reason === 'target') return 'Target reached';
  if (trade.closing_reason === 'stop_loss') return 'Stop loss hit';
  return 'Last row in force';
}

function drawTimeline(doc: Doc, trade: Trade, timeline: readonly TimelineEntry[], targetCount: number) {
  if (timeline.length === 0) {
    paragraph(doc, 'No transitions recorded.');
    return;
  }
  for (const entry of timeline) {
    ensureSpace(doc, 16);
    const y = doc.y + 2;
    style(doc, 'Helvetica', 9, COLOR.muted);
    write(doc, istTime(entry.at), MARGIN, y, { width: 110, lineBreak: false });
    style(doc, 'Helvetica', 10);
    write(doc, describeEntry(entry, trade, targetCount), MARGIN + 118, y, { width: contentWidth(doc) - 118 });
  }
}

function describeEntry(entry: TimelineEntry, trade: Trade, targetCount: number): string {
  const at = entry.price === null ? '' : ` at ${rupees(entry.price)}`;
  switch (entry.kind) {
    case 'posted':
      return 'Posted as an upcoming trade';
    case 'activated':
      return `Went live: entry made${at}`;
    case 'target_reached':
      return `${targetCount === 1 ? 'Target' : `TP${entry.step}`} reached${at}`;
    case 'closed': {
      const reason = trade.closing_reason ? ` (${CLOSING_REASONS[trade.closing_reason]})` : '';
      return `Closed${at}${reason}`;
    }
    case 'exited':
      return `Exited by the owner${at}`;
    case 'expired':
      return 'Expired: the entry price was not reached within the duration';
  }
}

function drawPnl(doc: Doc, trade: Trade) {
  const label = pnlLabel(trade.status);
  ensureSpace(doc, 36);
  if (trade.pl_data === null || trade.pl_percent === null) {
    style(doc, 'Helvetica-Bold', 11);
    const missing =
      trade.status === 'expired'
        ? 'none: the trade expired before it went live'
        : 'not available yet (no live price)';
    write(doc, `${label}: ${missing}`, MARGIN, doc.y);
    return;
  }
  style(
    doc,
    'Helvetica-Bold',
    11,
    trade.pl_data < 0 ? COLOR.red : trade.pl_data > 0 ? COLOR.green : COLOR.text,
  );
  write(doc, `${label}: ${signedRupees(trade.pl_data)} (${formatPercent(trade.pl_percent)})`, MARGIN, doc.y);
  style(doc, 'Helvetica', 8, COLOR.muted);
  const quantity = trade.lots * trade.lot_size;
  write(
    doc,
    `${PNL_LABEL_HINTS[label]}; ${quantity} shares (${trade.lots} lots x ${trade.lot_size}).`,
    MARGIN,
    doc.y + 2,
  );
}

/** The disclosure block line by line: the headline, the position, the warnings, the charter's address. */
function drawDisclosure(doc: Doc, disclosure: CallDisclosure, appOrigin: string) {
  const width = contentWidth(doc);
  style(doc, 'Helvetica-Bold', 10);
  write(doc, disclosure.headline, MARGIN, doc.y, { width });
  style(doc, 'Helvetica', 10);
  write(doc, disclosure.position, MARGIN, doc.y + 3, { width });
  style(doc, 'Helvetica', 8.5, COLOR.muted);
  for (const warning of disclosure.risk_warnings) write(doc, warning, MARGIN, doc.y + 4, { width });
  if (disclosure.investor_charter) {
    const url = new URL(disclosure.investor_charter.path, appOrigin).href;
    style(doc, 'Helvetica', 8.5, COLOR.blue);
    write(doc, `${disclosure.investor_charter.label}: ${url}`, MARGIN, doc.y + 4, { width, link: url });
  }
}

export function drawFooters(doc: Doc, disclaimer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 4;
    rule(doc, y - 6);
    style(doc, 'Helvetica', 8, COLOR.muted);
    write(doc, disclaimer, MARGIN, y, { width: contentWidth(doc) - 70, lineBreak: false });
    write(doc, `Page ${index + 1} of ${count}`, MARGIN + contentWidth(doc) - 70, y, {
      width: 70,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}
