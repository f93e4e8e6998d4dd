/** Polls and answers for the polls tests (not shipped: only *.test files import it). */
import { type Poll, PollSchema } from '@tradecircle/domain';
import { json } from '../../test-render.tsx';

export const POLLS_PATH = '/backend/api/polls/';
export const ANSWER_PATH = '/backend/api/poll-answer/';
export const CREATE_PATH = '/backend/api/create-poll/';

/** A stock poll not yet voted in, checked against the wire schema so the fixture follows the API. */
export function makePoll(overrides: Partial<Poll> = {}): Poll {
  return PollSchema.parse({
    id: 1,
    title: 'Infosys Ltd',
    question: 'Are you bearish or bullish on this stock today?',
    category: 'stock',
    poll_options: [
      { id: 11, option_text: 'Bullish', percentage: null },
      { id: 12, option_text: 'Bearish', percentage: null },
    ],
    posted_by: { id: 77, name: 'Meera Iyer', profile_image: null, is_sebi_registered: true },
    created: '2026-05-04T04:05:00.000Z',
    voted: false,
    selected_option: null,
    total_votes: 2,
    ...overrides,
  });
}

/** The poll once the caller voted for `option`, with the shares the server computed. */
export function votedPoll(poll: Poll, option: number, shares: number[]): Poll {
  return {
    ...poll,
    voted: true,
    selected_option: option,
    total_votes: poll.total_votes + 1,
    poll_options: poll.poll_options.map((each, index) => ({ ...each, percentage: shares[index] ?? 0 })),
  };
}

export const pollPage = (polls: Poll[], page_number = 1, total_page = 1) =>
  json(200, {
    data: {
      data: polls,
      page_info: { page_number, detail_count: 10, total_page, total_count: polls.length },
    },
  });
