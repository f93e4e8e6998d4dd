import {
  type PlaylistDetail,
  type PlaylistSummary,
  playlistProgressPercent,
  statusAfterOwnerEdit,
  VIDEO_MESSAGES,
  type VideoCourseList,
} from '@tradecircle/domain';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { liveAccount, profileJoin } from '../users/index.ts';
import { videoBoughtBy } from './video-purchases.ts';
import { type PlaylistRow, presentPlaylist, presentVideo } from './videos.presenter.ts';
import { progressOf, type VideoDeps } from './videos.service.ts';
import { playlists, videoPurchases, videos } from './videos.tables.ts';

/**
 * Playlists (issue 31): the owner's videos in order, sold whole at one price, with each viewer's
 * progress. Made with all its details, a playlist waits for verification (Pending) at once; a
 * Rejected one its owner edits goes back to Pending. Others see Verified playlists and, in them,
 * Verified videos only.
 */

export type ParsedPlaylistForm = {
  title: string;
  description: string;
  language: string;
  free_paid: 'free' | 'paid';
  price?: number | null | undefined;
  videos?: number[] | undefined;
};

const pricePaiseOf = (form: ParsedPlaylistForm) =>
  form.free_paid === 'free' || !form.price ? null : form.price * 100;

/** Per playlist: how many videos the viewer sees in it, their length, the first one's thumbnail. */
async function figuresOf(db: AppDb, playlistIds: number[], ownVideosToo: (id: number) => boolean) {
  const figures = new Map<
    number,
    { videoCount: number; totalSeconds: number; firstThumbnail: string | null }
  >();
  if (playlistIds.length === 0) return figures;
  const rows = await db
    .select({
      playlistId: videos.playlistId,
      status: videos.status,
      durationSeconds: videos.durationSeconds,
      thumbnail: videos.thumbnail,
    })
    .from(videos)
    .where(inArray(videos.playlistId, playlistIds))
    .orderBy(asc(videos.playlistPosition), asc(videos.id));
  for (const row of rows) {
    const id = row.playlistId!;
    if (row.status !== 'Verified' && !ownVideosToo(id)) continue;
    const current = figures.get(id) ?? { videoCount: 0, totalSeconds: 0, firstThumbnail: null };
    current.videoCount += 1;
    current.totalSeconds += row.durationSeconds ?? 0;
    current.firstThumbnail ??= row.thumbnail;
    figures.set(id, current);
  }
  return figures;
}

const NO_FIGURES = { videoCount: 0, totalSeconds: 0, firstThumbnail: null };

type PlaylistWithOwner = {
  playlist: PlaylistRow;
  ownerName: string | null;
  ownerImage: string | null;
  isBought: boolean;
};

async function presentPlaylists(
  db: AppDb,
  rows: PlaylistWithOwner[],
  viewerId: number | null,
): Promise<PlaylistSummary[]> {
  const mine = (row: PlaylistRow) => viewerId !== null && row.ownerUserId === viewerId;
  const owned = new Set(rows.filter(({ playlist }) => mine(playlist)).map(({ playlist }) => playlist.id));
  const figures = await figuresOf(
    db,
    rows.map(({ playlist }) => playlist.id),
    (id) => owned.has(id),
  );
  return rows.map(({ playlist, ownerName, ownerImage, isBought }) =>
    presentPlaylist(
      playlist,
      { name: ownerName, image: ownerImage },
      figures.get(playlist.id) ?? NO_FIGURES,
      {
        isMine: mine(playlist),
        isBought,
      },
    ),
  );
}

const selectPlaylist = (viewerId: number | null) => ({
  playlist: playlists,
  ownerName: profileJoin.name,
  ownerImage: profileJoin.image,
  isBought:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${videoPurchases} where ${videoPurchases.userId} = ${viewerId} and ${videoPurchases.playlistId} = ${playlists.id})`,
});

/** The playlist locked for its owner's change: 404 when there is none, 403 when it is someone else's. */
async function lockOwnPlaylist(tx: AppDb, ownerUserId: number, id: number) {
  const [playlist] = await tx.select().from(playlists).where(eq(playlists.id, id)).for('update');
  if (!playlist) throw notFound(VIDEO_MESSAGES.playlistNotFound);
  if (playlist.ownerUserId !== ownerUserId) throw forbidden(VIDEO_MESSAGES.playlistOwnerOnly);
  return playlist;
}

/** The 403 of the owner-only routes, before the body is read (videos.who-may-act.ts). */
export async function assertPlaylistOwner(db: AppDb, userId: number, id: number): Promise<void> {
  const [playlist] = await db
    .select({ ownerUserId: playlists.ownerUserId })
    .from(playlists)
    .where(eq(playlists.id, id));
  if (playlist && playlist.ownerUserId !== userId) throw forbidden(VIDEO_MESSAGES.playlistOwnerOnly);
}

async function ownPlaylistSummary(db: AppDb, ownerUserId: number, id: number): Promise<PlaylistSummary> {
  const rows = await db
    .select(selectPlaylist(ownerUserId))
    .from(playlists)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, playlists.ownerUserId))
    .where(eq(playlists.id, id));
  return (await presentPlaylists(db, rows, ownerUserId))[0]!;
}

/** POST playlist/: a new playlist with its details, waiting for verification. */
export async function createPlaylist(
  db: AppDb,
  ownerUserId: number,
  form: ParsedPlaylistForm,
  now = new Date(),
): Promise<{ message: string; playlist: PlaylistSummary }> {
  const [row] = await db
    .insert(playlists)
    .values({
      ownerUserId,
      title: form.title,
      description: form.description,
      language: form.language,
      pricePaise: pricePaiseOf(form),
      status: 'Pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: playlists.id });
  return {
    message: VIDEO_MESSAGES.playlistCreated,
    playlist: await ownPlaylistSummary(db, ownerUserId, row!.id),
  };
}

/**
 * PATCH playlist/: its details and, with `videos`, its videos in that order (the owner's own, each
 * once); videos left out leave the playlist. One transaction with the playlist row locked.
 */
export async function updatePlaylist(
  db: AppDb,
  ownerUserId: number,
  id: number,
  form: ParsedPlaylistForm,
  now = new Date(),
): Promise<{ message: string; playlist: PlaylistSummary }> {
  await db.transaction(async (tx) => {
    const playlist = await lockOwnPlaylist(tx, ownerUserId, id);
    await tx
      .update(playlists)
      .set({
        title: form.title,
        description: form.description,
        language: form.language,
        pricePaise: pricePaiseOf(form),
        status: statusAfterOwnerEdit(playlist.status),
        updatedAt: now,
      })
      .where(eq(playlists.id, id));
    const ordered = form.videos;
    if (ordered === undefined) return;
    if (ordered.length > 0) {
      const own = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(and(inArray(videos.id, ordered), eq(videos.ownerUserId, ownerUserId)))
        .for('update');
      if (own.length !== ordered.length)
        throw badRequest(VIDEO_MESSAGES.playlistVideosOwn, { videos: [VIDEO_MESSAGES.playlistVideosOwn] });
    }
    await tx
      .update(videos)
      .set({ playlistId: null, playlistPosition: null })
      .where(
        ordered.length === 0
          ? eq(videos.playlistId, id)
          : and(eq(videos.playlistId, id), notInArray(videos.id, ordered)),
      );
    for (const [index, videoId] of ordered.entries()) {
      await tx
        .update(videos)
        .set({ playlistId: id, playlistPosition: index + 1 })
        .where(eq(videos.id, videoId));
    }
  });
  return { message: VIDEO_MESSAGES.playlistSaved, playlist: await ownPlaylistSummary(db, ownerUserId, id) };
}

/** DELETE playlist/: the owner's playlist; its videos stay, on their own. Not once someone bought it (409). */
export async function deletePlaylist(
  db: AppDb,
  ownerUserId: number,
  id: number,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    await lockOwnPlaylist(tx, ownerUserId, id);
    const [bought] = await tx
      .select({ id: videoPurchases.id })
      .from(videoPurchases)
      .where(eq(videoPurchases.playlistId, id))
      .limit(1);
    if (bought) throw conflict(VIDEO_MESSAGES.playlistHasBuyers);
    await tx
      .update(videos)
      .set({ playlistId: null, playlistPosition: null })
      .where(eq(videos.playlistId, id));
    await tx.delete(playlists).where(eq(playlists.id, id));
  });
  return { message: VIDEO_MESSAGES.playlistDeleted };
}

/** The caller's own playlists, newest first, every status. */
export async function myPlaylists(db: AppDb, ownerUserId: number): Promise<PlaylistSummary[]> {
  const rows = await db
    .select(selectPlaylist(ownerUserId))
    .from(playlists)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, playlists.ownerUserId))
    .where(eq(playlists.ownerUserId, ownerUserId))
    .orderBy(desc(playlists.createdAt), desc(playlists.id));
  return presentPlaylists(db, rows, ownerUserId);
}

/** What others see: Verified, from a live account they have not blocked. */
const shownTo = (viewerId: number | null): SQL =>
  and(
    eq(playlists.status, 'Verified'),
    liveAccount(playlists.ownerUserId),
    notBlockedBy(viewerId, playlists.ownerUserId),
  )!;

/** video-course-list/: Verified playlists, newest first, by title search. */
export async function videoCourseList(
  db: AppDb,
  viewerId: number | null,
  query: { search?: string | undefined; page_number: number; detail_count: number },
): Promise<VideoCourseList> {
  const where = and(
    shownTo(viewerId),
    query.search ? ilike(playlists.title, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(selectPlaylist(viewerId))
      .from(playlists)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, playlists.ownerUserId))
      .where(where)
      .orderBy(desc(playlists.createdAt), desc(playlists.id))
      .limit(query.detail_count)
      .offset((query.page_number - 1) * query.detail_count),
    db.select({ n: count() }).from(playlists).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    video_courses: await presentPlaylists(db, rows, viewerId),
    page_info: {
      page_number: query.page_number,
      detail_count: query.detail_count,
      total_page: Math.ceil(totalCount / query.detail_count),
      total_count: totalCount,
    },
  };
}

/**
 * playlist-detail/: the playlist and its videos in order (others: Verified ones), each with what the
 * viewer may do and how far they watched it, and the overall percent. The owner and staff with the
 * `videos` permission see any status and every video; others a Verified one (else 404).
 */
export async function playlistDetail(
  deps: VideoDeps,
  viewerId: number | null,
  id: number,
): Promise<PlaylistDetail> {
  const { db } = deps;
  const [row] = await db
    .select({ ...selectPlaylist(viewerId), shown: sql<boolean>`${shownTo(viewerId)}` })
    .from(playlists)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, playlists.ownerUserId))
    .where(eq(playlists.id, id));
  if (!row) throw notFound(VIDEO_MESSAGES.playlistNotFound);
  const isMine = viewerId === row.playlist.ownerUserId;
  const isStaff = !isMine && !row.shown && viewerId !== null && (await deps.isVideoStaff(viewerId));
  if (!isMine && !row.shown && !isStaff) throw notFound(VIDEO_MESSAGES.playlistNotFound);
  const seesAll = isMine || isStaff;

  const videoRows = await db
    .select({
      video: videos,
      isBought:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`${videoBoughtBy(viewerId, videos.id, videos.playlistId)}`,
    })
    .from(videos)
    .where(and(eq(videos.playlistId, id), seesAll ? undefined : eq(videos.status, 'Verified')))
    .orderBy(asc(videos.playlistPosition), asc(videos.id));
  const progress =
    viewerId === null
      ? new Map()
      : await progressOf(
          db,
          viewerId,
          videoRows.map(({ video }) => video.id),
        );
  const [summary] = await presentPlaylists(db, [row], viewerId);
  const owner = { name: row.ownerName, image: row.ownerImage };
  const list = videoRows.map(({ video, isBought }) => ({
    ...presentVideo(
      video,
      owner,
      { id, title: row.playlist.title },
      {
        isMine,
        isBought,
        canPlay:
          video.status !== 'Draft' &&
          (isMine || isStaff || video.pricePaise === null || (viewerId !== null && isBought)),
      },
    ),
    progress: progress.get(video.id) ?? null,
  }));
  return {
    ...summary!,
    videos: list,
    progress_percent: playlistProgressPercent(
      list.map((video) => ({ completed: video.progress?.completed ?? false })),
    ),
  };
}
