import { type Poll, pollPercentages } from '@tradecircle/domain';
import type { PollOptionRecord, PollRow } from './polls.repository.ts';

/**
 * A poll as the wire shape of docs/api.md (Polls) for `viewerUserId`: the shares of the votes (whole
 * percent, the domain's pollPercentages) only for a viewer who voted or asked the poll, else null.
 */
export function presentPoll(
  row: PollRow,
  options: readonly PollOptionRecord[],
  selectedOption: number | null,
  viewerUserId: number,
): Poll {
  const { poll, poster } = row;
  const voted = selectedOption !== null;
  const showsResults = voted || poll.postedByUserId === viewerUserId;
  const percentages = pollPercentages(options.map((option) => option.votesCount));
  return {
    id: poll.id,
    title: poll.title,
    question: poll.question,
    category: poll.category,
    poll_options: options.map((option, index) => ({
      id: option.id,
      option_text: option.optionText,
      percentage: showsResults ? percentages[index]! : null,
    })),
    posted_by: {
      id: poll.postedByUserId,
      name: poster?.name ?? '',
      profile_image: poster?.image ?? null,
      is_sebi_registered: poster?.isSebiRegistered ?? false,
    },
    created: poll.createdAt.toISOString(),
    voted,
    selected_option: selectedOption,
    total_votes: poll.votesCount,
  };
}
