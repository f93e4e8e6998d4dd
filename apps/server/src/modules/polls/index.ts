export { pollAudiences } from './polls.audiences.ts';
export { type PollRoutesOptions, pollRoutes } from './polls.routes.ts';
export { POLL_ERRORS } from './polls.service.ts';
