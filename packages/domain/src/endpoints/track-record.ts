import type {
  ClaimedVersusAchievableQuerySchema,
  ClaimedVersusAchievableResponseSchema,
  TrackRecordCheckpointsSchema,
  TrackRecordFiguresQuerySchema,
  TrackRecordFiguresResponseSchema,
  TrackRecordPageSchema,
  TrackRecordParamsSchema,
  TrackRecordQuerySchema,
} from '../schemas/track-record.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type Expert = In<typeof TrackRecordParamsSchema>;

/** An expert's public record (docs/api.md "Track record"), each call declared once. */
export const TRACK_RECORD_ENDPOINTS = {
  record: endpoint<{
    params: Expert;
    query: In<typeof TrackRecordQuerySchema>;
    response: Out<typeof TrackRecordPageSchema>;
  }>('GET', '/api/track-record/:userId/'),
  checkpoints: endpoint<{ params: Expert; response: Out<typeof TrackRecordCheckpointsSchema> }>(
    'GET',
    '/api/track-record/:userId/checkpoints/',
  ),
  figures: endpoint<{
    params: Expert;
    query: In<typeof TrackRecordFiguresQuerySchema>;
    response: Out<typeof TrackRecordFiguresResponseSchema>;
  }>('GET', '/api/track-record/:userId/figures/'),
  achievable: endpoint<{
    params: Expert;
    query: In<typeof ClaimedVersusAchievableQuerySchema>;
    response: Out<typeof ClaimedVersusAchievableResponseSchema>;
  }>('GET', '/api/track-record/:userId/achievable/'),
} as const;
