/** The News pages' words, shared by the pages and their tests. */
export const NEWS_TEXTS = {
  title: 'News',
  list: 'News',
  loading: 'Loading news',
  empty: 'No news yet. Headlines appear here as they are published.',
  failed: 'Could not load the news.',
  moreFailed: 'Could not load more news.',
  sinceNews: 'Since News',
  details: 'Details',
  demoNote:
    'Demo headlines: sample news shipped with TradeCircle, not live reporting. Since News growth is computed from our simulated prices.',
  notFound: 'News not found',
  notFoundHint: 'This news item does not exist or was removed.',
  detailFailed: 'Could not load this news item.',
  allNews: 'All news',
  readAt: (source: string) => `Read the full story at ${source}`,
} as const;
