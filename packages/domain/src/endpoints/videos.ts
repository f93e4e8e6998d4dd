import type { MessageResponseSchema } from '../schemas/common.ts';
import type { IdParamsSchema } from '../schemas/record-id.ts';
import type {
  MyVideosSchema,
  PlaylistAnswerSchema,
  PlaylistDetailSchema,
  PlaylistFormSchema,
  PlaylistUpdateSchema,
  VideoCourseListQuerySchema,
  VideoCourseListSchema,
  VideoDetailAnswerSchema,
  VideoDetailSchema,
  VideoDetailsFormSchema,
  VideoPlayUrlSchema,
  VideoProgressAnswerSchema,
  VideoProgressRequestSchema,
  VideoUploadedSchema,
  VideoUploadFieldsSchema,
} from '../schemas/videos.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type IdPath = In<typeof IdParamsSchema>;

/**
 * Videos and playlists (groups-and-payments.md §2, §7; issue 31). Trending videos are declared with
 * trending; buying one is payments'. The file itself plays from the signed link play-url answers
 * (`/video/stream/...`, with range requests), which needs no token.
 */
export const VIDEO_ENDPOINTS = {
  /** Multipart: `video` (MP4 or WebM, required) and `thumbnail` (PNG, JPEG or WebP, optional); 201, a Draft. */
  uploadVideo: endpoint<{
    body: FormData | In<typeof VideoUploadFieldsSchema>;
    response: Out<typeof VideoUploadedSchema>;
  }>('POST', '/video/upload-video/'),
  /** The owner sees any status; anyone else a Verified video only (404 otherwise). */
  videoDetail: endpoint<{ params: IdPath; response: Out<typeof VideoDetailSchema> }>(
    'GET',
    '/video/video-detail/:id/',
  ),
  /** The owner fills the details; a Draft or Rejected video goes to Pending. */
  updateVideoDetail: endpoint<{
    params: IdPath;
    body: In<typeof VideoDetailsFormSchema>;
    response: Out<typeof VideoDetailAnswerSchema>;
  }>('PATCH', '/video/video-detail/:id/'),
  /** The owner only: the row and its stored file. */
  deleteVideo: endpoint<{ params: IdPath; response: Out<typeof MessageResponseSchema> }>(
    'DELETE',
    '/video/video-detail/:id/',
  ),
  /** The caller's own videos and playlists, every status. */
  myVideos: endpoint<{ response: Out<typeof MyVideosSchema> }>('GET', '/video/my-videos/'),
  /** Verified playlists (courses), 20 a page. */
  videoCourseList: endpoint<{
    query: In<typeof VideoCourseListQuerySchema>;
    response: Out<typeof VideoCourseListSchema>;
  }>('GET', '/video/video-course-list/'),
  createPlaylist: endpoint<{
    body: In<typeof PlaylistFormSchema>;
    response: Out<typeof PlaylistAnswerSchema>;
  }>('POST', '/video/playlist/'),
  /** The owner: details and, with `videos`, the videos in order (others leave the playlist). */
  updatePlaylist: endpoint<{
    params: IdPath;
    body: In<typeof PlaylistUpdateSchema>;
    response: Out<typeof PlaylistAnswerSchema>;
  }>('PATCH', '/video/playlist/:id/'),
  /** The owner: the playlist goes, its videos stay (on their own). */
  deletePlaylist: endpoint<{ params: IdPath; response: Out<typeof MessageResponseSchema> }>(
    'DELETE',
    '/video/playlist/:id/',
  ),
  /** Ordered videos with the caller's progress; the owner sees any status, others a Verified one. */
  playlistDetail: endpoint<{ params: IdPath; response: Out<typeof PlaylistDetailSchema> }>(
    'GET',
    '/video/playlist-detail/:id/',
  ),
  /** A signed, expiring link to play the video; counts the caller's view (once a day). */
  playUrl: endpoint<{ params: IdPath; response: Out<typeof VideoPlayUrlSchema> }>(
    'GET',
    '/video/play-url/:id/',
  ),
  saveProgress: endpoint<{
    body: In<typeof VideoProgressRequestSchema>;
    response: Out<typeof VideoProgressAnswerSchema>;
  }>('POST', '/video/progress/'),
} as const;
