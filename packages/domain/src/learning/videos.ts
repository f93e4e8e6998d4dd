import { FORM_MESSAGES } from '../validation/messages.ts';
import type { VideoStatus } from './constants.ts';

/**
 * Videos and playlists an expert uploads and sells (groups-and-payments.md §2 Videos, §3, §4, §5;
 * issue 31). A video is a Draft from its upload until its owner fills the required details (title,
 * description, language, free or paid with a price); it then waits Pending in the review queue until
 * staff verify or reject it. A playlist holds the owner's videos in order and is sold whole at one price.
 */

/** The languages a video or playlist is taught in, as their names show (`language.name_to_show`). */
export const VIDEO_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Odia',
  'Punjabi',
  'Tamil',
  'Telugu',
] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

export const VIDEO_PRICE_KINDS = ['free', 'paid'] as const;
export type VideoPriceKind = (typeof VIDEO_PRICE_KINDS)[number];

/** The containers a video may be uploaded in, checked by content (their first bytes), not by name. */
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];

export const VIDEO_LIMITS = {
  title: 100,
  description: 5000,
  /** Whole rupees. */
  price: 1_000_000,
  /** The upload limit's default; the server's `VIDEO_MAX_MB` setting decides. */
  defaultMaxMegabytes: 500,
  /** A thumbnail picture, as the groups' pictures. */
  thumbnailBytes: 10 * 1024 * 1024,
  /** Videos one playlist may hold. */
  playlistVideos: 200,
  /** Video courses (Verified playlists) per page. */
  coursePageSize: 20,
} as const;

/** How long a signed playback link works: long enough to watch (a player asks again to seek). */
export const VIDEO_PLAY_LINK_TTL_SECONDS = 4 * 60 * 60;

export const VIDEO_MESSAGES = {
  required: FORM_MESSAGES.required,
  onlyNumbers: FORM_MESSAGES.onlyNumbers,
  titleTooLong: `At most ${VIDEO_LIMITS.title} characters`,
  descriptionTooLong: `At most ${VIDEO_LIMITS.description} characters`,
  language: 'Choose a language from the list',
  freePaid: "Choose 'free' or 'paid'",
  price: `At most ₹${VIDEO_LIMITS.price.toLocaleString('en-IN')}`,
  /** A paid video or playlist needs a price above 0. */
  priceZero: 'A paid video needs a price above 0',
  /** groups-and-payments.md §5 and §8, verbatim (typo included). */
  draft: 'This video is saved as draft, To view it please fill required infomation and proceed',
  uploaded: 'Video uploaded successfully. Add its details to send it for verification',
  noVideo: 'Choose a video file to upload',
  notVideo: 'Upload an MP4 or WebM video',
  damaged: 'The video is damaged or incomplete',
  typeMismatch: 'The file name or type does not match its content',
  thumbnail: 'The thumbnail must be a PNG, JPEG or WebP picture',
  multipart: 'Send the video as multipart/form-data',
  detailsSaved: 'Video details saved and sent for verification',
  deleted: 'Video deleted',
  notFound: 'Video not found',
  ownerOnly: 'Only the owner of this video can do that',
  loginToWatch: 'Log in to watch this video',
  notBought: 'Buy this video or its playlist to watch it',
  linkInvalid: 'This link has expired or is not valid',
  progressSaved: 'Progress saved',
  playlistCreated: 'Playlist created and sent for verification',
  playlistSaved: 'Playlist saved',
  playlistDeleted: 'Playlist deleted',
  playlistNotFound: 'Playlist not found',
  playlistOwnerOnly: 'Only the owner of this playlist can do that',
  playlistVideosOwn: 'A playlist can hold only your own videos, each once',
  hasBuyers: 'This video has been bought, so it cannot be deleted',
  playlistHasBuyers: 'This playlist has been bought, so it cannot be deleted',
  playlistTooLong: `A playlist holds at most ${VIDEO_LIMITS.playlistVideos} videos`,
} as const;

/** The upload limit's message for a limit in megabytes. */
export const videoTooLargeMessage = (maxMegabytes: number) => `The video must be at most ${maxMegabytes} MB`;

/** The card menu (§2, §6): Edit, View and Delete for the owner; View only for everyone else. */
export function videoCardActions(video: { is_my_video: boolean }): readonly ('Edit' | 'View' | 'Delete')[] {
  return video.is_my_video ? ['Edit', 'View', 'Delete'] : ['View'];
}

/** Whether a video may be opened to play at all (a Draft shows the warning instead). */
export const isViewableStatus = (status: VideoStatus) => status !== 'Draft';

/** What an owner's edit does to a status: a Draft or a Rejected video goes (back) to the queue. */
export function statusAfterOwnerEdit(status: VideoStatus): VideoStatus {
  return status === 'Draft' || status === 'Rejected' ? 'Pending' : status;
}

/** A playlist's overall progress, whole percent: completed videos out of all. */
export function playlistProgressPercent(videos: readonly { completed: boolean }[]): number {
  if (videos.length === 0) return 0;
  return Math.floor((videos.filter((video) => video.completed).length * 100) / videos.length);
}
