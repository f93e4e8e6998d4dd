/** Educational quotes for loading screens (platform.md §9; topics from trades.md §1). Our own wording. */
export const EDUCATIONAL_QUOTES: readonly string[] = [
  'Risk-to-reward: aim to make at least two rupees for every rupee you are ready to lose on a trade.',
  'A stop loss is a decision taken with a calm mind, before the market tests your nerves.',
  'Place the stop loss where the trade idea is proven wrong, not where the loss feels comfortable.',
  'A trailing stop loss moves up as the price rises, locking in profit while the trend keeps working.',
  'When a target is hit, trailing the stop loss to the last target protects what the trade has already earned.',
  'Match the holding period to the idea: intra-day, short-term, intermediate and long-term trades behave differently.',
  'Upcoming trades wait for their entry price; live trades are already running. Check which one you are copying.',
  'Profit potential is the distance from entry to target. Compare it with the distance to the stop loss before you act.',
  'Average trade return tells you more about an expert than one big winner does.',
  'ROI measures the return on the money you put in. A small ROI repeated with discipline compounds.',
  'SEBI registered experts post their research and trades in premium groups.',
  'Never risk more than a small share of your capital on a single trade, however sure it looks.',
  'Accuracy alone is not enough: a few large losses can undo many small wins without a stop loss.',
  'Review closed trades, winners and losers alike. The lessons are in the exits.',
];

/** The quote index.html's shell paints before the app's code arrives (vite.config.ts writes it in). */
export const SHELL_QUOTE_INDEX = 0;

/** A random quote different from the current one, so the rotation always visibly changes. */
export function nextQuoteIndex(current: number, random: () => number = Math.random): number {
  if (EDUCATIONAL_QUOTES.length < 2) return 0;
  const offset = 1 + Math.floor(random() * (EDUCATIONAL_QUOTES.length - 1));
  return (current + offset) % EDUCATIONAL_QUOTES.length;
}
