/**
 * The details and playlist forms (groups-and-payments.md §5: 'This is Required.', price 'Only
 * Numbers'): the domain's schemas as the forms' resolvers, and their values to and from the wire.
 */
import {
  type PlaylistForm,
  PlaylistFormSchema,
  type PlaylistSummary,
  type VideoDetail,
  type VideoDetailsForm,
  VideoDetailsFormSchema,
} from '@tradecircle/domain';
import { z } from 'zod';

/**
 * What the boxes hold: text, the playlist's id as text ('' for none). The playlist form holds the
 * same boxes but the playlist (its schema drops it).
 */
export interface VideoDetailsValues {
  title: string;
  description: string;
  language: string;
  free_paid: 'free' | 'paid';
  price: string;
  playlist: string;
}
export type VideoDetailsOutput = z.output<typeof VideoDetailsFormSchema>;

export const VIDEO_DETAIL_FIELDS = [
  'title',
  'description',
  'language',
  'free_paid',
  'price',
  'playlist',
] as const satisfies readonly (keyof VideoDetailsValues)[];

type Priced = {
  title: string | null;
  description: string | null;
  language_name: string | null;
  is_free: boolean;
  price: number | null;
};

/** The boxes a video and a playlist share, from what the item has (empty for a new one). */
function sharedValues(item: Priced | null): Omit<VideoDetailsValues, 'playlist'> {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    language: item?.language_name ?? '',
    free_paid: item && !item.is_free ? 'paid' : 'free',
    price: item?.price === null || item?.price === undefined ? '' : String(item.price),
  };
}

/** The fields a video and a playlist send alike; a free one sends no price. */
function sharedBody(form: PlaylistOutput): PlaylistForm {
  return {
    title: form.title,
    description: form.description,
    language: form.language,
    free_paid: form.free_paid,
    ...(form.free_paid === 'paid' && form.price !== null && form.price !== undefined
      ? { price: form.price }
      : {}),
  };
}

/** A Draft starts empty; an edit starts from what the video has. */
export function videoDetailsValues(video: VideoDetail | null): VideoDetailsValues {
  return { ...sharedValues(video), playlist: video?.playlist ? String(video.playlist.id) : '' };
}

/** The PATCH body. */
export function toVideoDetailsBody(form: VideoDetailsOutput): VideoDetailsForm {
  return { ...sharedBody(form), playlist: form.playlist ?? null };
}

/** The domain's schema read from the form's boxes (so the resolver is typed by them). */
export const videoDetailsResolverSchema = z
  .custom<VideoDetailsValues>()
  .transform((values): VideoDetailsForm => values)
  .pipe(VideoDetailsFormSchema);

export type PlaylistValues = VideoDetailsValues;
export type PlaylistOutput = z.output<typeof PlaylistFormSchema>;

export const PLAYLIST_FIELDS = [
  'title',
  'description',
  'language',
  'free_paid',
  'price',
] as const satisfies readonly (keyof PlaylistValues)[];

export function playlistValues(playlist: PlaylistSummary | null): PlaylistValues {
  return { ...sharedValues(playlist), playlist: '' };
}

export const toPlaylistBody = (form: PlaylistOutput): PlaylistForm => sharedBody(form);

export const playlistResolverSchema = z
  .custom<PlaylistValues>()
  .transform(({ playlist: _none, ...form }): PlaylistForm => form)
  .pipe(PlaylistFormSchema);

/** The video file: MP4 or WebM by its type or, when the browser gives none, its name. */
export function isVideoFile(file: File): boolean {
  if (file.type) return file.type === 'video/mp4' || file.type === 'video/webm';
  return /\.(mp4|m4v|webm)$/i.test(file.name);
}
