import type { PlaylistSummary, VideoDetail } from '@tradecircle/domain';
import type { playlists, videos } from './videos.tables.ts';

export type VideoRow = typeof videos.$inferSelect;
export type PlaylistRow = typeof playlists.$inferSelect;
export type Owner = { name: string | null; image: string | null };

export const rupeesOf = (paise: number | null) => (paise === null ? null : paise / 100);

/** What the caller may do with a video: decided by the service, shown by the presenter. */
export type VideoFlags = { isMine: boolean; isBought: boolean; canPlay: boolean };

/** A video as its page and lists show it (§3 Video/playlist); the remark for its owner only. */
export function presentVideo(
  row: VideoRow,
  owner: Owner,
  playlist: { id: number; title: string } | null,
  flags: VideoFlags,
): VideoDetail {
  return {
    id: row.id,
    title: row.title ?? '',
    description: row.description,
    status: row.status,
    is_free: row.pricePaise === null,
    price: rupeesOf(row.pricePaise),
    thumbnail: row.thumbnail,
    views_count: row.viewsCount,
    time: row.createdAt.toISOString(),
    duration_seconds: row.durationSeconds,
    language: row.language ? { name_to_show: row.language } : null,
    language_name: row.language,
    profile: { user: row.ownerUserId, name: owner.name ?? '', profile_image: owner.image },
    playlist: playlist && { id: playlist.id, title: playlist.title, position: row.playlistPosition },
    video: null,
    verification_remark: flags.isMine ? row.verificationRemark : null,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    is_my_video: flags.isMine,
    is_bought: flags.isBought,
    can_play: flags.canPlay,
  };
}

/** A playlist as lists show it; its figures are over the videos the caller sees in it. */
export function presentPlaylist(
  row: PlaylistRow,
  owner: Owner,
  figures: { videoCount: number; totalSeconds: number; firstThumbnail: string | null },
  flags: { isMine: boolean; isBought: boolean },
): PlaylistSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language ? { name_to_show: row.language } : null,
    language_name: row.language,
    status: row.status,
    verification_remark: flags.isMine ? row.verificationRemark : null,
    is_free: row.pricePaise === null,
    price: rupeesOf(row.pricePaise),
    thumbnail: row.thumbnail ?? figures.firstThumbnail,
    video_count: figures.videoCount,
    total_duration_seconds: figures.totalSeconds,
    time: row.createdAt.toISOString(),
    profile: { user: row.ownerUserId, name: owner.name ?? '', profile_image: owner.image },
    is_my_playlist: flags.isMine,
    is_bought: flags.isBought,
  };
}
