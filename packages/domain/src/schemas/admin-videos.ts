import { z } from 'zod';
import { VIDEO_REVIEW_MESSAGES } from '../admin/video-review.ts';
import { VIDEO_KINDS, VIDEO_REVIEW_STATUSES, VIDEO_STATUSES } from '../learning/constants.ts';
import { namedPageSchema, PageInfoSchema } from './common.ts';

/** The videos and playlists queue (permission `videos`): docs/api.md "Admin". */
export const VideoQueueQuerySchema = z.object({
  kind: z.enum(VIDEO_KINDS, { message: VIDEO_REVIEW_MESSAGES.kind }).default('video'),
  status: z.enum(VIDEO_REVIEW_STATUSES, { message: VIDEO_REVIEW_MESSAGES.status }).default('Pending'),
  page_number: namedPageSchema('page_number').default(1),
});
export type VideoQueueQuery = z.input<typeof VideoQueueQuerySchema>;

/** A video or a playlist as staff review it: what it is, what it costs, whose it is. */
export const VideoReviewSchema = z.object({
  kind: z.enum(VIDEO_KINDS),
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  status: z.enum(VIDEO_STATUSES),
  verification_remark: z.string().nullable(),
  is_free: z.boolean(),
  /** In rupees; null when free. */
  price: z.number().nullable(),
  thumbnail: z.string().nullable(),
  /** A video's length in seconds, read from its container; null for a playlist. */
  duration_seconds: z.number().int().nullable(),
  /** The playlist a video belongs to; null for a playlist or a video on its own. */
  playlist: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** How many videos a playlist holds; null for a video. */
  video_count: z.number().int().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  created: z.string(),
  updated: z.string(),
});
export type VideoReview = z.infer<typeof VideoReviewSchema>;

export const VideoQueueSchema = z.object({ results: z.array(VideoReviewSchema), page_info: PageInfoSchema });
export type VideoQueue = z.infer<typeof VideoQueueSchema>;
export const VideoDecisionSchema = z.object({ message: z.string(), item: VideoReviewSchema });
export type VideoDecision = z.infer<typeof VideoDecisionSchema>;
