import { MAX_POLL_OPTIONS } from '../constants/limits.ts';
import { FORM_MESSAGES } from '../validation/messages.ts';
import {
  OTHERS_POLL_TITLE,
  POLL_INDUSTRIES,
  POLL_MARKETS,
  POLL_MESSAGES,
  type PollCategory,
} from './constants.ts';

export type PollDraft = {
  category: PollCategory;
  /** The chosen stock's name, market or industry; ignored for 'others'. */
  title: string;
  question: string;
  options: readonly string[];
};

export type PollField = 'title' | 'question' | 'options';

/** The options as they are saved: trimmed, the empty ones dropped (§5). */
export const pollOptionsToSave = (options: readonly string[]) =>
  options.map((option) => option.trim()).filter((option) => option !== '');

/** The title a poll is saved with: the fixed word for 'others', else the chosen title, trimmed. */
export const pollTitleToSave = (draft: Pick<PollDraft, 'category' | 'title'>) =>
  draft.category === 'others' ? OTHERS_POLL_TITLE : draft.title.trim();

/**
 * The poll form's rules (§5), for the form and the server alike: a title unless 'others' (a market
 * or industry from the lists), a question, and two to six different options once the empty ones are
 * dropped. Answers the first message per field; an empty object when the draft may be saved.
 */
export function checkPollDraft(draft: PollDraft): Partial<Record<PollField, string>> {
  const errors: Partial<Record<PollField, string>> = {};
  const title = pollTitleToSave(draft);
  if (title === '') errors.title = FORM_MESSAGES.required;
  else if (draft.category === 'market' && !(POLL_MARKETS as readonly string[]).includes(title))
    errors.title = POLL_MESSAGES.unknownMarket;
  else if (draft.category === 'industry' && !(POLL_INDUSTRIES as readonly string[]).includes(title))
    errors.title = POLL_MESSAGES.unknownIndustry;
  if (draft.question.trim() === '') errors.question = FORM_MESSAGES.required;
  const options = pollOptionsToSave(draft.options);
  const distinct = new Set(options.map((option) => option.toLowerCase()));
  if (options.length > MAX_POLL_OPTIONS) errors.options = POLL_MESSAGES.tooManyOptions;
  else if (options.length < 2) errors.options = POLL_MESSAGES.tooFewOptions;
  else if (distinct.size !== options.length) errors.options = POLL_MESSAGES.duplicateOption;
  return errors;
}

/**
 * Each option's share of the votes in whole percent, adding up to exactly 100 when anyone voted
 * (largest remainders get the leftover points; ties go to the earlier option); all 0 with no votes.
 */
export function pollPercentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, count) => sum + count, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}
