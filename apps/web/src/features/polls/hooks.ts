import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePollBody,
  type Poll,
  type PollAnswerBody,
  type PollListResponse,
  SNACKBAR_MESSAGE_MS,
} from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { answerPoll, createPoll } from './api.ts';
import { POLL_TEXTS } from './poll-texts.ts';
import { pollListOptions } from './queries.ts';
import { pollKeys } from './query-keys.ts';

export function pollsOf(data: InfiniteData<PollListResponse> | undefined): Poll[] {
  return data?.pages.flatMap((page) => page.data.data) ?? [];
}

export function usePolls(enabled = true) {
  return useInfiniteQuery({ ...pollListOptions(), enabled });
}

/** The poll as the server answered it, in every cached list. */
function putPoll(data: InfiniteData<PollListResponse> | undefined, poll: Poll) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: { ...page.data, data: page.data.data.map((each) => (each.id === poll.id ? poll : each)) },
    })),
  };
}

/** A refusal's message: the server's words where it sent some (a second vote's 409), else `fallback`. */
function refusalMessage(error: unknown, fallback: string): string | null {
  if (isAbortError(error) || error instanceof SessionExpiredError) return null;
  return (error instanceof HttpError && serverMessage(error.body)) || fallback;
}

/**
 * A vote (platform.md §4 Poll): the answered poll, with its percentages, replaces the cached one at
 * once, and the list is read again. A second vote changes nothing on the server; its 409 message is
 * shown, and the list read again shows the vote already given.
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollAnswerBody) => answerPoll(body),
    onSuccess: ({ poll }) => {
      queryClient.setQueriesData<InfiniteData<PollListResponse>>({ queryKey: pollKeys.all }, (data) =>
        putPoll(data, poll),
      );
    },
    onError: (error) => {
      const message = refusalMessage(error, POLL_TEXTS.voteFailed);
      const isRepeat = error instanceof HttpError && error.status === 409;
      if (message) notify(message, isRepeat ? 'warning' : 'error', SNACKBAR_MESSAGE_MS);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
}

export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePollBody) => createPoll(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
}
