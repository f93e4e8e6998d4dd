import type { AdminIdParamsSchema, AdminRejectSchema } from '../schemas/admin.ts';
import type {
  VideoDecisionSchema,
  VideoQueueQuerySchema,
  VideoQueueSchema,
} from '../schemas/admin-videos.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type IdParams = In<typeof AdminIdParamsSchema>;
type Decision = Out<typeof VideoDecisionSchema>;

/**
 * The videos and playlists queue (docs/api.md "Admin"), answered 401 to a visitor and 403 to anyone
 * without the `videos` permission (ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS), before the input is read.
 */
export const ADMIN_VIDEOS_ENDPOINTS = {
  videoQueue: endpoint<{
    query: In<typeof VideoQueueQuerySchema>;
    response: Out<typeof VideoQueueSchema>;
  }>('GET', '/api/admin/videos/'),
  approveVideo: endpoint<{ params: IdParams; response: Decision }>('POST', '/api/admin/videos/:id/approve/'),
  rejectVideo: endpoint<{ params: IdParams; body: In<typeof AdminRejectSchema>; response: Decision }>(
    'POST',
    '/api/admin/videos/:id/reject/',
  ),
  approvePlaylist: endpoint<{ params: IdParams; response: Decision }>(
    'POST',
    '/api/admin/playlists/:id/approve/',
  ),
  rejectPlaylist: endpoint<{ params: IdParams; body: In<typeof AdminRejectSchema>; response: Decision }>(
    'POST',
    '/api/admin/playlists/:id/reject/',
  ),
} as const;
