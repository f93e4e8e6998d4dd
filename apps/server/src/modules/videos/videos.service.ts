import {
  indiaIsoDate,
  statusAfterOwnerEdit,
  VIDEO_MESSAGES,
  VIDEO_PLAY_LINK_TTL_SECONDS,
  type VideoDetail,
  type VideoPlayUrl,
  type VideoProgressAnswer,
} from '@tradecircle/domain';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { UrlSigner } from '../../http/signed-urls.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { liveAccount, profileJoin } from '../users/index.ts';
import { removeVideoFiles, signedVideoUrl } from './video-files.ts';
import { videoBoughtBy } from './video-purchases.ts';
import { presentVideo, type VideoRow } from './videos.presenter.ts';
import { playlists, videoProgress, videoPurchases, videos, videoViews } from './videos.tables.ts';

/**
 * Videos (issue 31): a Draft from its upload until its owner fills the details, then Pending in the
 * review queue, then Verified (shown to everyone) or Rejected (its owner edits it back to Pending).
 * Who may watch: the owner, staff with the `videos` permission, anyone for a free Verified video,
 * its buyers (the video or its playlist) for a paid one.
 */
export type VideoDeps = {
  db: AppDb;
  storage: StorageProvider;
  signer: UrlSigner;
  /** Whether the user is staff with the `videos` permission (the admin module, handed over by app.ts). */
  isVideoStaff(userId: number): Promise<boolean>;
};

export type ParsedVideoDetails = {
  title: string;
  description: string;
  language: string;
  free_paid: 'free' | 'paid';
  price?: number | null | undefined;
  playlist?: number | null | undefined;
};

const pricePaiseOf = (form: { free_paid: 'free' | 'paid'; price?: number | null | undefined }) =>
  form.free_paid === 'free' || !form.price ? null : form.price * 100;

/** The video, with its owner's name and picture and its playlist's title, and whether the viewer sees it. */
async function loadVideo(db: AppDb, id: number, viewerId: number | null) {
  const [row] = await db
    .select({
      video: videos,
      ownerName: profileJoin.name,
      ownerImage: profileJoin.image,
      playlistTitle: playlists.title,
      // Others see a video only while its owner's account lives and they have not blocked the owner.
      reachable: sql<boolean>`(${liveAccount(videos.ownerUserId)}) and (${notBlockedBy(viewerId, videos.ownerUserId)})`,
      isBought:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`${videoBoughtBy(viewerId, videos.id, videos.playlistId)}`,
    })
    .from(videos)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, videos.ownerUserId))
    .leftJoin(playlists, eq(playlists.id, videos.playlistId))
    .where(eq(videos.id, id));
  return row;
}

type Access = { isMine: boolean; isStaff: boolean; visible: boolean };

/** Who the viewer is to the video: the owner sees any status, staff any but a Draft, others Verified only. */
async function accessTo(
  deps: VideoDeps,
  row: { video: VideoRow; reachable: boolean; isBought: boolean },
  viewerId: number | null,
): Promise<Access> {
  const { video } = row;
  const isMine = viewerId === video.ownerUserId;
  if (isMine) return { isMine, isStaff: false, visible: true };
  const openToAll = video.status === 'Verified' && row.reachable;
  // Staff's standing is asked only when it would change the answer (2 reads saved per view).
  const staffMatters =
    viewerId !== null &&
    video.status !== 'Draft' &&
    (!openToAll || (video.pricePaise !== null && !row.isBought));
  const isStaff = staffMatters && (await deps.isVideoStaff(viewerId));
  return { isMine, isStaff, visible: openToAll || isStaff };
}

const canPlay = (video: VideoRow, access: Access, isBought: boolean, viewerId: number | null) =>
  video.status !== 'Draft' &&
  (access.isMine || access.isStaff || video.pricePaise === null || (viewerId !== null && isBought));

/** A new Draft from a stored, inspected upload. */
export async function createVideo(
  db: AppDb,
  ownerUserId: number,
  file: {
    key: string;
    contentType: string;
    size: number;
    durationSeconds: number | null;
    thumbnail: string | null;
  },
): Promise<{ id: number; status: 'Draft'; message: string }> {
  const [row] = await db
    .insert(videos)
    .values({
      ownerUserId,
      fileKey: file.key,
      contentType: file.contentType,
      sizeBytes: file.size,
      durationSeconds: file.durationSeconds,
      thumbnail: file.thumbnail,
    })
    .returning({ id: videos.id });
  return { id: row!.id, status: 'Draft', message: VIDEO_MESSAGES.uploaded };
}

/** video-detail/: the owner sees any status, staff any but a Draft, others a Verified video (else 404). */
export async function videoDetail(
  deps: VideoDeps,
  viewerId: number | null,
  id: number,
): Promise<VideoDetail> {
  const row = await loadVideo(deps.db, id, viewerId);
  if (!row) throw notFound(VIDEO_MESSAGES.notFound);
  const access = await accessTo(deps, row, viewerId);
  if (!access.visible) throw notFound(VIDEO_MESSAGES.notFound);
  return presentVideo(
    row.video,
    { name: row.ownerName, image: row.ownerImage },
    row.video.playlistId === null ? null : { id: row.video.playlistId, title: row.playlistTitle ?? '' },
    {
      isMine: access.isMine,
      isBought: row.isBought,
      canPlay: canPlay(row.video, access, row.isBought, viewerId),
    },
  );
}

/** The video locked for its owner's change: 404 when there is none, 403 when it is someone else's. */
async function lockOwnVideo(tx: AppDb, ownerUserId: number, id: number) {
  const [video] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
  if (!video) throw notFound(VIDEO_MESSAGES.notFound);
  if (video.ownerUserId !== ownerUserId) throw forbidden(VIDEO_MESSAGES.ownerOnly);
  return video;
}

/** The 403 of the owner-only routes, before the body is read (videos.who-may-act.ts). */
export async function assertVideoOwner(db: AppDb, userId: number, id: number): Promise<void> {
  const [video] = await db.select({ ownerUserId: videos.ownerUserId }).from(videos).where(eq(videos.id, id));
  if (video && video.ownerUserId !== userId) throw forbidden(VIDEO_MESSAGES.ownerOnly);
}

/**
 * PATCH video-detail/: the owner fills or changes the details; a Draft or Rejected video goes to the
 * queue (Pending), a Verified one stays on show (its buyers keep watching). A new playlist (the
 * owner's) takes it last; none takes it out.
 */
export async function updateVideoDetails(
  deps: VideoDeps,
  ownerUserId: number,
  id: number,
  form: ParsedVideoDetails,
  now = new Date(),
): Promise<{ message: string; video: VideoDetail }> {
  await deps.db.transaction(async (tx) => {
    const video = await lockOwnVideo(tx, ownerUserId, id);
    let playlistPosition = video.playlistPosition;
    const playlistId = form.playlist ?? null;
    if (playlistId !== null && playlistId !== video.playlistId) {
      const [playlist] = await tx
        .select({ id: playlists.id })
        .from(playlists)
        .where(and(eq(playlists.id, playlistId), eq(playlists.ownerUserId, ownerUserId)))
        .for('update');
      if (!playlist)
        throw badRequest(VIDEO_MESSAGES.playlistNotFound, { playlist: [VIDEO_MESSAGES.playlistNotFound] });
      const [last] = await tx
        .select({ position: max(videos.playlistPosition) })
        .from(videos)
        .where(eq(videos.playlistId, playlistId));
      playlistPosition = (last?.position ?? 0) + 1;
    } else if (playlistId === null) {
      playlistPosition = null;
    }
    await tx
      .update(videos)
      .set({
        title: form.title,
        description: form.description,
        language: form.language,
        pricePaise: pricePaiseOf(form),
        playlistId,
        playlistPosition,
        status: statusAfterOwnerEdit(video.status),
        updatedAt: now,
      })
      .where(eq(videos.id, id));
  });
  return { message: VIDEO_MESSAGES.detailsSaved, video: await videoDetail(deps, ownerUserId, id) };
}

/** DELETE video-detail/: the owner's video and its stored files; not once someone bought it (409). */
export async function deleteVideo(
  deps: VideoDeps,
  ownerUserId: number,
  id: number,
): Promise<{ message: string }> {
  const removed = await deps.db.transaction(async (tx) => {
    const video = await lockOwnVideo(tx, ownerUserId, id);
    const [bought] = await tx
      .select({ id: videoPurchases.id })
      .from(videoPurchases)
      .where(eq(videoPurchases.videoId, id))
      .limit(1);
    if (bought) throw conflict(VIDEO_MESSAGES.hasBuyers);
    await tx.delete(videos).where(eq(videos.id, id));
    return video;
  });
  // After the commit: a failed removal leaves a file nobody can reach, never a row without its file.
  await removeVideoFiles(deps.storage, removed);
  return { message: VIDEO_MESSAGES.deleted };
}

/** The caller's own videos, newest first, every status. */
export async function myVideos(db: AppDb, ownerUserId: number): Promise<VideoDetail[]> {
  const rows = await db
    .select({
      video: videos,
      ownerName: profileJoin.name,
      ownerImage: profileJoin.image,
      playlistTitle: playlists.title,
    })
    .from(videos)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, videos.ownerUserId))
    .leftJoin(playlists, eq(playlists.id, videos.playlistId))
    .where(eq(videos.ownerUserId, ownerUserId))
    .orderBy(desc(videos.createdAt), desc(videos.id));
  return rows.map((row) =>
    presentVideo(
      row.video,
      { name: row.ownerName, image: row.ownerImage },
      row.video.playlistId === null ? null : { id: row.video.playlistId, title: row.playlistTitle ?? '' },
      { isMine: true, isBought: false, canPlay: row.video.status !== 'Draft' },
    ),
  );
}

/**
 * Who may watch, in the order a player is told: a Draft is the spec's 400 for anyone; a video the
 * caller may not see is 404; a paid one asks a guest to log in (401) and refuses a signed-in
 * non-buyer (403).
 */
async function assertMayWatch(deps: VideoDeps, viewerId: number | null, id: number) {
  const row = await loadVideo(deps.db, id, viewerId);
  if (!row) throw notFound(VIDEO_MESSAGES.notFound);
  const { video } = row;
  if (video.status === 'Draft') throw badRequest(VIDEO_MESSAGES.draft);
  const access = await accessTo(deps, row, viewerId);
  if (!access.visible) throw notFound(VIDEO_MESSAGES.notFound);
  if (!canPlay(video, access, row.isBought, viewerId)) {
    if (viewerId === null) throw new AppError('UNAUTHORIZED', VIDEO_MESSAGES.loginToWatch);
    throw forbidden(VIDEO_MESSAGES.notBought);
  }
  return { video, access };
}

/**
 * play-url/: a signed link to the file that works for VIDEO_PLAY_LINK_TTL_SECONDS, for whoever may
 * watch. A signed-in viewer other than the owner counts one view per IST day: the day's row and
 * views_count move together, in one transaction, only when the row is new.
 */
export async function playUrl(
  deps: VideoDeps,
  viewerId: number | null,
  id: number,
  now = new Date(),
): Promise<VideoPlayUrl> {
  const { video, access } = await assertMayWatch(deps, viewerId, id);
  if (viewerId !== null && !access.isMine) {
    await deps.db.transaction(async (tx) => {
      const counted = await tx
        .insert(videoViews)
        .values({ videoId: id, viewerUserId: viewerId, day: indiaIsoDate(now) })
        .onConflictDoNothing()
        .returning({ videoId: videoViews.videoId });
      if (counted.length > 0) {
        await tx
          .update(videos)
          .set({ viewsCount: sql`${videos.viewsCount} + 1` })
          .where(eq(videos.id, id));
      }
    });
  }
  const signed = signedVideoUrl(deps.signer, video.fileKey, VIDEO_PLAY_LINK_TTL_SECONDS);
  return { url: signed.url, expires_at: signed.expiresAt.toISOString() };
}

/** progress/: where the caller is in a video they may watch; a completed video stays completed. */
export async function saveProgress(
  deps: VideoDeps,
  viewerId: number,
  input: { video: number; position_seconds: number; completed?: boolean | undefined },
  now = new Date(),
): Promise<VideoProgressAnswer> {
  const { video } = await assertMayWatch(deps, viewerId, input.video);
  const position =
    video.durationSeconds === null
      ? input.position_seconds
      : Math.min(input.position_seconds, video.durationSeconds);
  const completed = input.completed ?? false;
  const [saved] = await deps.db
    .insert(videoProgress)
    .values({
      viewerUserId: viewerId,
      videoId: video.id,
      positionSeconds: position,
      completed,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [videoProgress.viewerUserId, videoProgress.videoId],
      set: {
        positionSeconds: position,
        completed: sql`${videoProgress.completed} or ${completed}`,
        updatedAt: now,
      },
    })
    .returning();
  return {
    message: VIDEO_MESSAGES.progressSaved,
    position_seconds: saved!.positionSeconds,
    completed: saved!.completed,
  };
}

/** The caller's progress in these videos, by video id. */
export async function progressOf(db: AppDb, viewerId: number, videoIds: number[]) {
  if (videoIds.length === 0) return new Map<number, { position_seconds: number; completed: boolean }>();
  const rows = await db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.viewerUserId, viewerId), inArray(videoProgress.videoId, videoIds)));
  return new Map(
    rows.map((row) => [row.videoId, { position_seconds: row.positionSeconds, completed: row.completed }]),
  );
}
