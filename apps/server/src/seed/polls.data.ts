import type { PollCategory } from '@tradecircle/domain';

/** Demo polls by the SEBI-registered demo experts, with votes by other demo people (never Priya, 9810000005, so a demo visitor can vote). */
export type SeedPoll = {
  poster: string;
  category: PollCategory;
  title: string;
  question: string;
  options: string[];
  /** Voter phone -> option index. */
  votes: Record<string, number>;
  hoursAgo: number;
};

export const SEED_POLLS: SeedPoll[] = [
  {
    poster: '9810000001',
    category: 'stock',
    title: 'HDFC Bank Ltd',
    question: 'Are you bearish or bullish on this stock today?',
    options: ['Bullish', 'Bearish', 'Sideways'],
    votes: { '9810000002': 0, '9810000003': 0, '9810000004': 1 },
    hoursAgo: 3,
  },
  {
    poster: '9810000003',
    category: 'market',
    title: 'Indian Market',
    question: 'Are you bearish or bullish on this market today?',
    options: ['Bullish', 'Bearish'],
    votes: { '9810000001': 0, '9810000004': 1 },
    hoursAgo: 20,
  },
  {
    poster: '9810000002',
    category: 'industry',
    title: 'Automobile',
    question: 'Are you bearish or bullish on this industry today?',
    options: ['Bullish', 'Bearish', 'Neutral till the festive sales data'],
    votes: { '9810000001': 2, '9810000003': 0 },
    hoursAgo: 30,
  },
];
