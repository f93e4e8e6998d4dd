import { MAX_POLL_OPTIONS } from '../constants/limits.ts';

/**
 * Polls (platform.md §3-§5, §9; issue 19): what a SEBI-registered user may ask and how it reads.
 */

export const POLL_CATEGORIES = ['stock', 'market', 'industry', 'others'] as const;
export type PollCategory = (typeof POLL_CATEGORIES)[number];

/** §5: "Category is required and defaults to stock." */
export const DEFAULT_POLL_CATEGORY: PollCategory = 'stock';

/** §5: the market titles. */
export const POLL_MARKETS = ['US Market', 'Indian Market', 'Global Market'] as const;

/**
 * §5: "a fixed list of 24 (including Healthcare, Utilities, Banks, Automobile, Agriculture); the full
 * list is not shown". Ours: the 24 sectors Indian market coverage commonly groups listed companies
 * by (NSE's sectoral indices and the usual broker sector lists), the spec's five among them.
 */
export const POLL_INDUSTRIES = [
  'Agriculture',
  'Automobile',
  'Aviation',
  'Banks',
  'Capital Goods',
  'Cement',
  'Chemicals',
  'Consumer Durables',
  'Fertilisers',
  'FMCG',
  'Healthcare',
  'Infrastructure',
  'Insurance',
  'IT Services',
  'Logistics',
  'Media & Entertainment',
  'Metals & Mining',
  'Oil & Gas',
  'Pharmaceuticals',
  'Real Estate',
  'Retail',
  'Telecom',
  'Textiles',
  'Utilities',
] as const;

/** §5: the title of an 'others' poll is this fixed word. */
export const OTHERS_POLL_TITLE = 'others';

/** §5: Bullish, Bearish and one empty option to start with (at most MAX_POLL_OPTIONS, constants/limits.ts). */
export const DEFAULT_POLL_OPTIONS = ['Bullish', 'Bearish', ''] as const;

/** §5: the pre-filled question per category ('others' starts empty). */
export const POLL_QUESTIONS: Record<PollCategory, string> = {
  stock: 'Are you bearish or bullish on this stock today?',
  market: 'Are you bearish or bullish on this market today?',
  industry: 'Are you bearish or bullish on this industry today?',
  others: '',
};

export const POLL_MESSAGES = {
  tooManyOptions: `A poll has at most ${MAX_POLL_OPTIONS} options`,
  tooFewOptions: 'A poll needs at least two options',
  duplicateOption: 'Each option must be different',
  unknownMarket: `Choose one of ${POLL_MARKETS.join(', ')}`,
  unknownIndustry: 'Choose an industry from the list',
} as const;
