import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_POLL_OPTIONS } from '../constants/limits.ts';
import {
  checkPollDraft,
  DEFAULT_POLL_OPTIONS,
  POLL_INDUSTRIES,
  POLL_MESSAGES,
  POLL_QUESTIONS,
  pollOptionsToSave,
  pollPercentages,
  pollTitleToSave,
} from './index.ts';

const stockPoll = {
  category: 'stock' as const,
  title: 'Infosys Ltd',
  question: POLL_QUESTIONS.stock,
  options: DEFAULT_POLL_OPTIONS,
};

describe('poll drafts (platform.md §5)', () => {
  it('accepts the default stock poll: Bullish, Bearish and the empty option dropped', () => {
    expect(checkPollDraft(stockPoll)).toEqual({});
    expect(pollOptionsToSave(stockPoll.options)).toEqual(['Bullish', 'Bearish']);
  });

  it('needs a title unless others, whose title is the fixed word', () => {
    expect(checkPollDraft({ ...stockPoll, title: '  ' })).toEqual({ title: 'This is Required.' });
    const others = { ...stockPoll, category: 'others' as const, title: '', question: 'Rate cut in June?' };
    expect(checkPollDraft(others)).toEqual({});
    expect(pollTitleToSave(others)).toBe('others');
  });

  it('takes markets and industries from their lists only', () => {
    const market = { ...stockPoll, category: 'market' as const, question: POLL_QUESTIONS.market };
    expect(checkPollDraft({ ...market, title: 'Indian Market' })).toEqual({});
    expect(checkPollDraft({ ...market, title: 'Moon Market' })).toEqual({
      title: POLL_MESSAGES.unknownMarket,
    });
    const industry = { ...stockPoll, category: 'industry' as const, question: POLL_QUESTIONS.industry };
    expect(POLL_INDUSTRIES).toHaveLength(24);
    for (const named of ['Healthcare', 'Utilities', 'Banks', 'Automobile', 'Agriculture'])
      expect(checkPollDraft({ ...industry, title: named })).toEqual({});
    expect(checkPollDraft({ ...industry, title: 'Tulips' })).toEqual({
      title: POLL_MESSAGES.unknownIndustry,
    });
  });

  it('needs a question and two to six different options', () => {
    expect(checkPollDraft({ ...stockPoll, question: '' })).toEqual({ question: 'This is Required.' });
    expect(checkPollDraft({ ...stockPoll, options: ['Bullish', ''] }).options).toBe(
      POLL_MESSAGES.tooFewOptions,
    );
    expect(checkPollDraft({ ...stockPoll, options: ['Bullish', 'bullish '] }).options).toBe(
      POLL_MESSAGES.duplicateOption,
    );
    const seven = Array.from({ length: MAX_POLL_OPTIONS + 1 }, (_, index) => `Option ${index}`);
    expect(checkPollDraft({ ...stockPoll, options: seven }).options).toBe(POLL_MESSAGES.tooManyOptions);
    expect(checkPollDraft({ ...stockPoll, options: [...seven.slice(0, 6), ''] })).toEqual({});
  });
});

describe('poll percentages', () => {
  it('are whole percents adding up to 100, the leftover to the largest remainders', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(pollPercentages([2, 1])).toEqual([67, 33]);
    expect(pollPercentages([0, 0])).toEqual([0, 0]);
  });

  it('always add up to 100 and never move more than one point from the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 2, maxLength: 6 }), (votes) => {
        const total = votes.reduce((sum, count) => sum + count, 0);
        const shares = pollPercentages(votes);
        if (total === 0) return shares.every((share) => share === 0);
        return (
          shares.reduce((sum, share) => sum + share, 0) === 100 &&
          shares.every((share, index) => Math.abs(share - (votes[index]! * 100) / total) < 1)
        );
      }),
    );
  });
});
