/** Videos and playlists as the server answers them (not shipped: only *.test files import it). */
import {
  type PlaylistDetail,
  PlaylistDetailSchema,
  type PlaylistSummary,
  PlaylistSummarySchema,
  type VideoDetail,
  VideoDetailSchema,
} from '@tradecircle/domain';

export const MY_VIDEOS_PATH = '/backend/video/my-videos/';
export const COURSES_PATH = '/backend/video/video-course-list/';
export const PROGRESS_PATH = '/backend/video/progress/';
export const PLAYLIST_PATH = '/backend/video/playlist/';
export const detailPath = (id: number) => `/backend/video/video-detail/${id}/`;
export const playUrlPath = (id: number) => `/backend/video/play-url/${id}/`;
export const playlistDetailPath = (id: number) => `/backend/video/playlist-detail/${id}/`;
export const playlistPath = (id: number) => `/backend/video/playlist/${id}/`;

const owner = { user: 42, name: 'Meera Iyer', profile_image: null };

/** A Verified free video of user 42 (the tests' signed-in user), checked against the wire schema. */
export function makeVideo(overrides: Partial<VideoDetail> = {}): VideoDetail {
  return VideoDetailSchema.parse({
    id: 1,
    title: 'Reading a candlestick chart',
    status: 'Verified',
    is_free: true,
    price: null,
    thumbnail: null,
    views_count: 12,
    time: '2026-11-30T06:00:00.000Z',
    duration_seconds: 754,
    language: { name_to_show: 'Hindi' },
    profile: owner,
    playlist: null,
    video: null,
    description: 'Candles, wicks and what they say.',
    language_name: 'Hindi',
    verification_remark: null,
    content_type: 'video/mp4',
    size_bytes: 40_000,
    is_my_video: true,
    is_bought: false,
    can_play: true,
    ...overrides,
  });
}

export function makePlaylist(overrides: Partial<PlaylistSummary> = {}): PlaylistSummary {
  return PlaylistSummarySchema.parse({
    id: 5,
    title: 'Options from zero',
    description: 'A course in six parts.',
    language: { name_to_show: 'English' },
    language_name: 'English',
    status: 'Verified',
    verification_remark: null,
    is_free: false,
    price: 499,
    thumbnail: null,
    video_count: 2,
    total_duration_seconds: 1500,
    time: '2026-11-30T06:00:00.000Z',
    profile: owner,
    is_my_playlist: true,
    is_bought: false,
    ...overrides,
  });
}

export function makePlaylistDetail(
  overrides: Partial<PlaylistDetail> = {},
  videos: PlaylistDetail['videos'] = [],
): PlaylistDetail {
  return PlaylistDetailSchema.parse({
    ...makePlaylist(overrides),
    videos,
    progress_percent: 0,
    ...overrides,
  });
}

export const emptyPageInfo = { page_number: 1, detail_count: 20, total_page: 0, total_count: 0 };
