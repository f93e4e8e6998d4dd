import type { ADMIN_VIDEOS_ENDPOINTS } from '../endpoints/admin-videos.ts';
import type { AdminRequirement } from './queues.ts';

/**
 * The videos and playlists queue (issue 30, groups-and-payments.md §1, §6): staff with the `videos`
 * permission verify or reject what experts send for review; a rejection carries the remark its owner
 * sees. The learning issue (31) fills it: upload, details, playback.
 */
export const VIDEO_REVIEW_MESSAGES = {
  videoNotFound: 'Video not found',
  playlistNotFound: 'Playlist not found',
  notPending: 'Only videos and playlists waiting for review can be approved or rejected',
  videoApproved: 'Video verified',
  videoRejected: 'Video rejected',
  playlistApproved: 'Playlist verified',
  playlistRejected: 'Playlist rejected',
  status: 'status is Pending, Verified or Rejected',
  kind: 'kind is video or playlist',
} as const;

/** The audit log's action names for this area (admin_audit_log.action). */
export const VIDEO_REVIEW_ACTIONS = {
  verifyVideo: 'video.verify',
  rejectVideo: 'video.reject',
  verifyPlaylist: 'playlist.verify',
  rejectPlaylist: 'playlist.reject',
} as const;
export type VideoReviewAction = (typeof VIDEO_REVIEW_ACTIONS)[keyof typeof VIDEO_REVIEW_ACTIONS];

/** What each call of this area needs (ADMIN_VIDEOS_ENDPOINTS by name), checked before the input. */
export const ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS = {
  videoQueue: 'videos',
  approveVideo: 'videos',
  rejectVideo: 'videos',
  approvePlaylist: 'videos',
  rejectPlaylist: 'videos',
} as const satisfies Record<keyof typeof ADMIN_VIDEOS_ENDPOINTS, AdminRequirement>;
