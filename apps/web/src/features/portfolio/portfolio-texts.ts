/** The /portfolioEvaluation page's words, in one place for the page and its tests. */
export const PORTFOLIO_TEXTS = {
  heading: 'Portfolio review',
  intro:
    'Import your holdings from your broker or a CSV file to see where your money sits, what it has made, how risky it is and what the experts you follow say about it.',
  loading: 'Loading your portfolio review',
  loadFailed: 'Your portfolio review could not be loaded.',

  importHeading: 'Import holdings',
  importFromBroker: 'Import from broker',
  importingFromBroker: 'Importing…',
  uploadCsv: 'Upload CSV',
  uploadingCsv: 'Uploading…',
  csvFileLabel: 'Holdings CSV file',
  csvHelp:
    "A CSV with a header row naming the symbol, quantity and average price: Zerodha Kite's holdings download (Instrument, Qty., Avg. cost) works as it is, as do the Symbol, Quantity, Average Price columns of Console, Upstox, Angel One and Groww. Up to 500 holdings; other columns are ignored.",
  importReplaces: 'An import replaces the holdings you imported before.',
  sourceLine: (source: string, date: string) => `Imported from ${source} on ${date}`,
  sourceCsv: 'a CSV file',
  clear: 'Clear portfolio',
  clearTitle: 'Clear your portfolio?',
  clearText:
    'TradeCircle will forget the holdings you imported and their review. Your broker account and your trades are not touched. You can import again at any time.',
  clearFailed: 'Your portfolio could not be cleared, please try again',
  csvRefusedTitle: 'Nothing was imported',
  csvFailed: 'The file could not be imported, please try again',
  csvTooLarge: 'The file is larger than 200 KB; nothing was imported',
  csvUnreadable: 'The file could not be read; choose a CSV file of your holdings',
  csvImported: (count: number) => `${count} ${count === 1 ? 'holding' : 'holdings'} imported`,
  brokerImported: (count: number, broker: string) =>
    `${count} ${count === 1 ? 'holding' : 'holdings'} imported from ${broker}`,
  brokerImportFailed: 'Your holdings could not be imported from your broker',

  emptyTitle: 'No holdings imported yet',
  emptyText:
    'Import the shares you hold to see your allocation by sector and market cap, how concentrated you are, your unrealised P&L at live prices, volatility and beta against NIFTY 50, plain-language warnings, and which of your holdings the experts you follow have called.',
  emptyBroker:
    'Import from broker: log in to your broker in the gateway window; TradeCircle reads your holdings, never your password.',
  emptyCsv: "Upload CSV: your broker's holdings download, such as Kite's Holdings → Download.",

  summary: 'Summary',
  currentValue: 'Current value',
  invested: 'Invested',
  unrealised: 'Unrealised P&L',
  holdingsCount: 'Holdings',
  volatility: 'Volatility',
  volatilityNote: (nifty: string | null) => (nifty ? `annualised · NIFTY 50 ${nifty}` : 'annualised'),
  beta: 'Beta vs NIFTY 50',
  betaNote: (days: number) => `from ${days} trading days`,
  effectiveHoldings: 'Effective holdings',
  herfindahlNote: (index: string) => `Herfindahl index ${index}`,
  notEnoughHistory: 'Not enough price history yet',

  flags: 'Flags',
  nothingStandsOut:
    'Nothing stands out: no sector, holding or risk figure crosses the review’s warning lines.',

  bySector: 'By sector',
  byMarketCap: 'By market cap',
  largest: 'Largest holdings',
  history: 'Past year: your holdings vs NIFTY 50',
  historyNote:
    'Today’s holdings held over the past year, and NIFTY 50, each rebased to 100 on the first day. Not a record of your own trades.',
  historyEmpty: 'Not enough price history to draw this yet.',
  loadingChart: 'Loading chart',
  portfolioLine: 'Your holdings',
  niftyLine: 'NIFTY 50',

  holdings: 'Holdings',
  holding: 'Holding',
  quantity: 'Qty.',
  averagePrice: 'Avg. price',
  ltp: 'LTP',
  value: 'Value',
  pnl: 'P&L',
  pnlPercent: 'P&L %',
  weight: 'Weight',
  atCost: 'no live price: counted at cost',

  overlap: 'Calls from experts you follow',
  overlapIntro: 'Your holdings that the experts you follow have called.',
  overlapEmpty: 'None of the experts you follow has a call on your holdings.',
  calls: (count: number) => `${count} ${count === 1 ? 'call' : 'calls'}`,
  openCalls: (count: number) => `${count} open`,
  latestCall: 'Latest',
  by: 'by',
} as const;
