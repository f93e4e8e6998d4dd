/** The poll calls of docs/api.md "Discovery" (base `/backend/`), typed by the domain's wire schemas. */
import { type CreatePollBody, POLL_ENDPOINTS, type PollAnswerBody } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** The spec's `data.data`: newest first, `detailCount` a page. */
export function fetchPolls(page: number, detailCount: number, signal?: AbortSignal) {
  return call(POLL_ENDPOINTS.polls, {
    query: { page_number: page, detail_count: detailCount },
    signal,
  });
}

/**
 * One vote. A second vote (409), an option of another poll (400) and a poll that is gone (404) are
 * refusals the card shows itself, not the catalogue's.
 */
export function answerPoll(body: PollAnswerBody) {
  return call(POLL_ENDPOINTS.answerPoll, {
    body,
    // Votes in two polls may be in flight together.
    abortKey: `poll-answer ${body.poll}`,
    handledStatuses: [400, 404, 409],
  });
}

/** SEBI-registered users only: a 403 is a refusal with a message, not a lost session. */
export function createPoll(body: CreatePollBody) {
  return call(POLL_ENDPOINTS.createPoll, {
    body,
    handledStatuses: [400, 403],
  });
}
