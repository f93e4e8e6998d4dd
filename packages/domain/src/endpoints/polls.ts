import type {
  CreatePollBodySchema,
  CreatePollResponseSchema,
  PollAnswerBodySchema,
  PollAnswerResponseSchema,
  PollListQuerySchema,
  PollListResponseSchema,
} from '../schemas/polls.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** Polls (docs/api.md "Discovery": Polls), each call declared once. */
export const POLL_ENDPOINTS = {
  polls: endpoint<{ query: In<typeof PollListQuerySchema>; response: Out<typeof PollListResponseSchema> }>(
    'GET',
    '/api/polls/',
  ),
  answerPoll: endpoint<{
    body: In<typeof PollAnswerBodySchema>;
    response: Out<typeof PollAnswerResponseSchema>;
  }>('POST', '/api/poll-answer/'),
  createPoll: endpoint<{
    body: In<typeof CreatePollBodySchema>;
    response: Out<typeof CreatePollResponseSchema>;
  }>('POST', '/api/create-poll/'),
} as const;
