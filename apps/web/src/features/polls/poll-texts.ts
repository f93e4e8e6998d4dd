/** The polls' words (platform.md §2, §5). Server messages (a second vote, a refused poll) are shown as sent. */
import type { PollCategory } from '@tradecircle/domain';

export const POLL_TEXTS = {
  carouselTitle: 'Polls',
  addNewPoll: 'Add New Poll',
  dialogTitle: 'Add New Poll',
  category: 'Category',
  stock: 'Stock',
  market: 'Market',
  industry: 'Industry',
  question: 'Question',
  options: 'Options',
  addOption: 'Add option',
  post: 'Post Poll',
  cancel: 'Cancel',
  voteFailed: 'Your vote could not be recorded. Please try again.',
  createFailed: 'The poll could not be posted. Please try again.',
  created: 'Poll created',
  emptyOptionsDropped: 'Empty options are left out.',
} as const;

export const POLL_CATEGORY_LABELS: Record<PollCategory, string> = {
  stock: 'Stock',
  market: 'Market',
  industry: 'Industry',
  others: 'Others',
};

export function votesLabel(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}
