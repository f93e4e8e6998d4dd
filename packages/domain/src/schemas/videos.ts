import { z } from 'zod';
import { VIDEO_STATUSES } from '../learning/constants.ts';
import {
  VIDEO_LANGUAGES,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  VIDEO_PRICE_KINDS,
  type VideoPriceKind,
} from '../learning/videos.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema } from './common.ts';
import { VideoCardSchema } from './discovery.ts';
import { recordIdSchema } from './record-id.ts';

/*
 * Videos and playlists (groups-and-payments.md §2-§5, §7; issue 31). Prices travel in whole rupees
 * (digits only, 'Only Numbers'), are kept in paise, and are null when free. The video card
 * (`VideoCardSchema`, trending videos) lives in discovery.ts; the answers here extend it.
 */

const requiredText = (max: number, tooLong: string) =>
  z.string({ message: VIDEO_MESSAGES.required }).trim().min(1, VIDEO_MESSAGES.required).max(max, tooLong);

const language = requiredText(40, VIDEO_MESSAGES.language).pipe(
  z.enum(VIDEO_LANGUAGES, { message: VIDEO_MESSAGES.language }),
);

const freePaid = z.enum(VIDEO_PRICE_KINDS, { message: VIDEO_MESSAGES.freePaid });

/** Whole rupees as digits (a number is taken as its digits); empty or absent: none. */
const rupees = z
  .union([z.string(), z.number()], { message: VIDEO_MESSAGES.onlyNumbers })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{0,9}$/, VIDEO_MESSAGES.onlyNumbers))
  .transform((text) => (text === '' ? null : Number(text)))
  .pipe(z.number().max(VIDEO_LIMITS.price, VIDEO_MESSAGES.price).nullable())
  .optional();

/** A playlist id, or empty / null for none. */
const optionalPlaylist = z
  .union([z.literal(''), z.null(), z.coerce.number()], { message: VIDEO_MESSAGES.playlistNotFound })
  .transform((value) => (value === '' || value === null ? null : value))
  .pipe(recordIdSchema(VIDEO_MESSAGES.playlistNotFound).nullable())
  .optional();

/** A paid one needs a price above 0 (the price field's message); a free one's price is dropped. */
function priced<T extends { free_paid: VideoPriceKind; price?: number | null | undefined }>(
  form: T,
  context: z.RefinementCtx,
) {
  if (form.free_paid === 'paid' && (form.price === null || form.price === undefined)) {
    context.addIssue({ code: 'custom', path: ['price'], message: VIDEO_MESSAGES.required });
  } else if (form.free_paid === 'paid' && form.price === 0) {
    context.addIssue({ code: 'custom', path: ['price'], message: VIDEO_MESSAGES.priceZero });
  }
}

const detailFields = {
  title: requiredText(VIDEO_LIMITS.title, VIDEO_MESSAGES.titleTooLong),
  description: requiredText(VIDEO_LIMITS.description, VIDEO_MESSAGES.descriptionTooLong),
  language,
  free_paid: freePaid,
  /** Whole rupees; required when paid, ignored when free. */
  price: rupees,
};

/** PATCH video-detail: the required details; a Draft or a Rejected video then waits for verification. */
export const VideoDetailsFormSchema = z
  .object({
    ...detailFields,
    /** One of the owner's playlists (the video goes last in it); empty or null: none. */
    playlist: optionalPlaylist,
  })
  .superRefine(priced);
export type VideoDetailsForm = z.input<typeof VideoDetailsFormSchema>;

/** POST playlist: a new playlist's details (it waits for verification from the start). */
export const PlaylistFormSchema = z.object(detailFields).superRefine(priced);
export type PlaylistForm = z.input<typeof PlaylistFormSchema>;

/** PATCH playlist: its details, and (optionally) its videos in order: the owner's video ids, each once. */
export const PlaylistUpdateSchema = z
  .object({
    ...detailFields,
    videos: z
      .array(recordIdSchema(VIDEO_MESSAGES.playlistVideosOwn), { message: VIDEO_MESSAGES.playlistVideosOwn })
      .max(VIDEO_LIMITS.playlistVideos, VIDEO_MESSAGES.playlistTooLong)
      .refine((ids) => new Set(ids).size === ids.length, VIDEO_MESSAGES.playlistVideosOwn)
      .optional(),
  })
  .superRefine(priced);
export type PlaylistUpdate = z.input<typeof PlaylistUpdateSchema>;

/** The upload's text fields (none yet: the file is `video`, the optional picture `thumbnail`). */
export const VideoUploadFieldsSchema = z.object({});
export type VideoUploadFields = z.input<typeof VideoUploadFieldsSchema>;

/** POST upload-video: 201, the new Draft. */
export const VideoUploadedSchema = z.object({
  id: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  message: z.string(),
});
export type VideoUploaded = z.infer<typeof VideoUploadedSchema>;

/** The owner's view adds the rejection remark; everyone gets what they may do with it. */
export const VideoDetailSchema = VideoCardSchema.extend({
  /** '' for a Draft without details. */
  title: z.string(),
  description: z.string().nullable(),
  /** The language as stored (one of VIDEO_LANGUAGES) for the edit form; null on a Draft. */
  language_name: z.string().nullable(),
  /** Staff's remark on a Rejected video: its owner only, else null. */
  verification_remark: z.string().nullable(),
  playlist: z
    .object({ id: z.number().int(), title: z.string(), position: z.number().int().nullable() })
    .nullable(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  is_my_video: z.boolean(),
  /** The caller bought the video or its playlist. */
  is_bought: z.boolean(),
  /** play-url would give the caller a link now (not for a Draft; a guest only for a free video). */
  can_play: z.boolean(),
});
export type VideoDetail = z.infer<typeof VideoDetailSchema>;

export const VideoDetailAnswerSchema = z.object({ message: z.string(), video: VideoDetailSchema });
export type VideoDetailAnswer = z.infer<typeof VideoDetailAnswerSchema>;

/** A playlist as lists show it; `verification_remark` for its owner only. */
export const PlaylistSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  language: z.object({ name_to_show: z.string() }).nullable(),
  language_name: z.string().nullable(),
  status: z.enum(VIDEO_STATUSES),
  verification_remark: z.string().nullable(),
  is_free: z.boolean(),
  /** In rupees; null when free. */
  price: z.number().nullable(),
  /** Its own, else its first video's. */
  thumbnail: z.string().nullable(),
  /** Videos a viewer sees in it (its owner sees all). */
  video_count: z.number().int(),
  total_duration_seconds: z.number().int(),
  time: z.string(),
  profile: z.object({ user: z.number().int(), name: z.string(), profile_image: z.string().nullable() }),
  is_my_playlist: z.boolean(),
  is_bought: z.boolean(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;

export const PlaylistAnswerSchema = z.object({ message: z.string(), playlist: PlaylistSummarySchema });
export type PlaylistAnswer = z.infer<typeof PlaylistAnswerSchema>;

/** How far the caller watched a video. */
export const VideoProgressSchema = z.object({
  position_seconds: z.number().int(),
  completed: z.boolean(),
});
export type VideoProgress = z.infer<typeof VideoProgressSchema>;

/** playlist-detail: the playlist, its videos in order with the caller's progress, the overall percent. */
export const PlaylistDetailSchema = PlaylistSummarySchema.extend({
  videos: z.array(VideoDetailSchema.extend({ progress: VideoProgressSchema.nullable() })),
  /** Completed videos out of all, whole percent (0 for a guest). */
  progress_percent: z.number().int(),
});
export type PlaylistDetail = z.infer<typeof PlaylistDetailSchema>;

/** my-videos: the caller's own videos and playlists, every status, newest first (/video-and-playlist). */
export const MyVideosSchema = z.object({
  videos: z.array(VideoDetailSchema),
  playlists: z.array(PlaylistSummarySchema),
});
export type MyVideos = z.infer<typeof MyVideosSchema>;

/** video-course-list: Verified playlists, newest first, 20 a page. */
export const VideoCourseListQuerySchema = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(VIDEO_LIMITS.coursePageSize),
});
export type VideoCourseListQuery = z.input<typeof VideoCourseListQuerySchema>;
export const VideoCourseListSchema = z.object({
  video_courses: z.array(PlaylistSummarySchema),
  page_info: PageInfoSchema,
});
export type VideoCourseList = z.infer<typeof VideoCourseListSchema>;

/** play-url: a signed link to the file that expires (ISO `expires_at`). */
export const VideoPlayUrlSchema = z.object({ url: z.string(), expires_at: z.string() });
export type VideoPlayUrl = z.infer<typeof VideoPlayUrlSchema>;

/** POST progress: where the caller is in a video they may watch. */
export const VideoProgressRequestSchema = z.object({
  video: recordIdSchema(VIDEO_MESSAGES.notFound),
  position_seconds: z
    .number({ message: 'position_seconds must be a whole number of seconds' })
    .int('position_seconds must be a whole number of seconds')
    .min(0, 'position_seconds must be a whole number of seconds')
    .max(24 * 60 * 60, 'position_seconds must be a whole number of seconds'),
  completed: z.boolean({ message: 'completed must be true or false' }).optional(),
});
export type VideoProgressRequest = z.input<typeof VideoProgressRequestSchema>;
export const VideoProgressAnswerSchema = VideoProgressSchema.extend({ message: z.string() });
export type VideoProgressAnswer = z.infer<typeof VideoProgressAnswerSchema>;
