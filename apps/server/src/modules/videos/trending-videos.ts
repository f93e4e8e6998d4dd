import type { PageInfo, VideoCard } from '@tradecircle/domain';
import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { liveAccount, profileJoin, type Viewer } from '../users/index.ts';
import { videos } from './videos.tables.ts';

export type TrendingVideosQuery = {
  search?: string | undefined;
  free_paid?: 'Free' | 'Paid' | 'free' | 'paid' | '' | undefined;
  page_number: number;
  detail_count: number;
};

/**
 * trending-videos/: Verified videos only, the most watched first (then the newest), by title search
 * and Free or Paid; a deleted account's and, for a signed-in viewer, a blocked user's videos left
 * out inside the query. A video plays from its own page (the learning issue), so `video` is null.
 */
export async function listTrendingVideos(
  db: AppDb,
  viewer: Viewer,
  query: TrendingVideosQuery,
): Promise<{ trending_videos: VideoCard[]; page_info: PageInfo }> {
  const conditions: SQL[] = [
    eq(videos.status, 'Verified'),
    liveAccount(videos.ownerUserId),
    notBlockedBy(viewer?.userId, videos.ownerUserId),
  ];
  if (query.search) conditions.push(ilike(videos.title, `%${escapeLike(query.search)}%`));
  const price = query.free_paid?.toLowerCase();
  if (price === 'free') conditions.push(isNull(videos.pricePaise));
  if (price === 'paid') conditions.push(isNotNull(videos.pricePaise));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        video: videos,
        ownerName: profileJoin.name,
        ownerImage: profileJoin.image,
      })
      .from(videos)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, videos.ownerUserId))
      .where(where)
      .orderBy(desc(videos.viewsCount), desc(videos.createdAt), desc(videos.id))
      .limit(query.detail_count)
      .offset((query.page_number - 1) * query.detail_count),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    trending_videos: rows.map(({ video, ownerName, ownerImage }) => ({
      id: video.id,
      title: video.title ?? '',
      status: video.status,
      is_free: video.pricePaise === null,
      price: video.pricePaise === null ? null : video.pricePaise / 100,
      thumbnail: video.thumbnail,
      views_count: video.viewsCount,
      time: video.createdAt.toISOString(),
      duration_seconds: video.durationSeconds,
      language: video.language ? { name_to_show: video.language } : null,
      profile: { user: video.ownerUserId, name: ownerName ?? '', profile_image: ownerImage ?? null },
      playlist: video.playlistId === null ? null : { id: video.playlistId },
      video: null,
    })),
    page_info: {
      page_number: query.page_number,
      detail_count: query.detail_count,
      total_page: Math.ceil(totalCount / query.detail_count),
      total_count: totalCount,
    },
  };
}
