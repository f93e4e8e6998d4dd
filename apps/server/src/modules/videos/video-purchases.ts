import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { liveAccount } from '../users/index.ts';
import { playlists, videoPurchases, videos } from './videos.tables.ts';

/**
 * Who bought what (issue 31): a video on its own, or a whole playlist, which opens each of its
 * videos. The payments module's grant records a purchase inside its transaction; playback asks.
 */

/** Whether `userId` bought the video itself or the playlist it belongs to now. */
export async function hasBoughtVideo(
  db: AppDb,
  userId: number,
  video: { id: number; playlistId: number | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: videoPurchases.id })
    .from(videoPurchases)
    .where(
      and(
        eq(videoPurchases.userId, userId),
        video.playlistId === null
          ? eq(videoPurchases.videoId, video.id)
          : or(eq(videoPurchases.videoId, video.id), eq(videoPurchases.playlistId, video.playlistId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `userId` bought the whole playlist. */
export async function hasBoughtPlaylist(db: AppDb, userId: number, playlistId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videoPurchases.id })
    .from(videoPurchases)
    .where(and(eq(videoPurchases.userId, userId), eq(videoPurchases.playlistId, playlistId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The purchase a successful payment makes (payments' grant, inside its transaction); once per order,
 * so a replayed grant adds nothing. Answers whether this call recorded it.
 */
export async function recordVideoPurchase(
  tx: AppDb,
  input: { buyerUserId: number; paymentOrderId: number } & (
    | { videoId: number; playlistId?: undefined }
    | { playlistId: number; videoId?: undefined }
  ),
): Promise<boolean> {
  const bought = await tx
    .insert(videoPurchases)
    .values({
      userId: input.buyerUserId,
      videoId: input.videoId ?? null,
      playlistId: input.playlistId ?? null,
      paymentOrderId: input.paymentOrderId,
    })
    .onConflictDoNothing({ target: videoPurchases.paymentOrderId })
    .returning({ id: videoPurchases.id });
  return bought.length > 0;
}

/** SQL: whether the row's video (by id and playlist columns) was bought by `userId`. */
export const videoBoughtBy = (userId: number, videoId: unknown, playlistId: unknown) =>
  sql`exists (select 1 from ${videoPurchases} where ${videoPurchases.userId} = ${userId} and (${videoPurchases.videoId} = ${videoId} or ${videoPurchases.playlistId} = ${playlistId}))`;

/*
 * For the payments module (issue 31): what a video or playlist order is priced from, and the names
 * its lists show. Added by the payments helper; the rest of this file's functions are unchanged.
 */

export type VideoProductForSale = {
  kind: 'video' | 'playlist';
  id: number;
  title: string;
  ownerUserId: number;
  status: string;
  /** Null when free. */
  pricePaise: number | null;
  thumbnail: string | null;
  /** A video's playlist (a playlist's own purchase opens it); null for a playlist. */
  playlistId: number | null;
};

/** A video of a live account as an order prices it, or undefined. */
export async function videoForSale(db: AppDb, videoId: number): Promise<VideoProductForSale | undefined> {
  const [row] = await db
    .select({
      id: videos.id,
      title: videos.title,
      ownerUserId: videos.ownerUserId,
      status: videos.status,
      pricePaise: videos.pricePaise,
      thumbnail: videos.thumbnail,
      playlistId: videos.playlistId,
    })
    .from(videos)
    .where(and(eq(videos.id, videoId), liveAccount(videos.ownerUserId)));
  return row ? { kind: 'video', ...row, title: row.title ?? '' } : undefined;
}

/** A playlist of a live account as an order prices it, or undefined. */
export async function playlistForSale(
  db: AppDb,
  playlistId: number,
): Promise<VideoProductForSale | undefined> {
  const [row] = await db
    .select({
      id: playlists.id,
      title: playlists.title,
      ownerUserId: playlists.ownerUserId,
      status: playlists.status,
      pricePaise: playlists.pricePaise,
      thumbnail: playlists.thumbnail,
    })
    .from(playlists)
    .where(and(eq(playlists.id, playlistId), liveAccount(playlists.ownerUserId)));
  return row ? { kind: 'playlist', ...row, playlistId: null } : undefined;
}

/** Titles and thumbnails of videos and playlists by id, whatever their status (the payments lists). */
export async function videoProductNames(
  db: AppDb,
  ids: { videoIds: number[]; playlistIds: number[] },
): Promise<{
  videos: Map<number, { title: string; thumbnail: string | null }>;
  playlists: Map<number, { title: string; thumbnail: string | null }>;
}> {
  const [videoRows, playlistRows] = await Promise.all([
    ids.videoIds.length === 0
      ? []
      : db
          .select({ id: videos.id, title: videos.title, thumbnail: videos.thumbnail })
          .from(videos)
          .where(inArray(videos.id, ids.videoIds)),
    ids.playlistIds.length === 0
      ? []
      : db
          .select({ id: playlists.id, title: playlists.title, thumbnail: playlists.thumbnail })
          .from(playlists)
          .where(inArray(playlists.id, ids.playlistIds)),
  ]);
  return {
    videos: new Map(videoRows.map((row) => [row.id, { title: row.title ?? '', thumbnail: row.thumbnail }])),
    playlists: new Map(playlistRows.map((row) => [row.id, { title: row.title, thumbnail: row.thumbnail }])),
  };
}
