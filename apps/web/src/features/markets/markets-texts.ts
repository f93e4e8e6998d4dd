/** The Markets page's words, shared by the page and its tests. */
export const MARKETS_TEXTS = {
  title: 'Markets',
  indices: 'Indices',
  indicesFailed: 'Could not load the indices.',
  indicesEmpty: 'No indices to show yet.',
  simulated: 'Simulated prices',
  simulatedNote:
    "Indices and stock prices on this page come from TradeCircle's market simulator, not from an exchange feed.",
  movers: 'Market movers',
  moversFailed: 'Could not load the market movers.',
  gainers: 'Gainers',
  losers: 'Losers',
  mostActive: 'Most active',
  gainersEmpty: 'No security is up today.',
  losersEmpty: 'No security is down today.',
  mostActiveEmpty: 'No calls were posted or copied on TradeCircle today.',
  heatmap: 'Sector heatmap',
  heatmapFailed: 'Could not load the sector heatmap.',
  heatmapEmpty: 'No sector data yet.',
} as const;
