import {
  ADMIN_PAGE_SIZE,
  VIDEO_REVIEW_ACTIONS,
  VIDEO_REVIEW_MESSAGES,
  type VideoKind,
  type VideoQueue,
  type VideoReview,
  type VideoReviewStatus,
} from '@tradecircle/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { profileJoin } from '../users/index.ts';
import { playlists, videos } from './videos.tables.ts';

type VideoRow = typeof videos.$inferSelect;
type PlaylistRow = typeof playlists.$inferSelect;

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

function presentVideo(row: VideoRow, ownerName: string | null, playlist: PlaylistRow | null): VideoReview {
  return {
    kind: 'video',
    id: row.id,
    title: row.title ?? '',
    description: row.description,
    language: row.language,
    status: row.status,
    verification_remark: row.verificationRemark,
    is_free: row.pricePaise === null,
    price: rupees(row.pricePaise),
    thumbnail: row.thumbnail,
    duration_seconds: row.durationSeconds,
    playlist: playlist && { id: playlist.id, title: playlist.title },
    video_count: null,
    owner: { id: row.ownerUserId, name: ownerName ?? '' },
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

function presentPlaylist(row: PlaylistRow, ownerName: string | null, videoCount: number): VideoReview {
  return {
    kind: 'playlist',
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    status: row.status,
    verification_remark: row.verificationRemark,
    is_free: row.pricePaise === null,
    price: rupees(row.pricePaise),
    thumbnail: row.thumbnail,
    duration_seconds: null,
    playlist: null,
    video_count: videoCount,
    owner: { id: row.ownerUserId, name: ownerName ?? '' },
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

async function presentVideos(db: AppDb, rows: { video: VideoRow; ownerName: string | null }[]) {
  const playlistIds = [...new Set(rows.flatMap(({ video }) => (video.playlistId ? [video.playlistId] : [])))];
  const lists =
    playlistIds.length === 0
      ? []
      : await db.select().from(playlists).where(inArray(playlists.id, playlistIds));
  const byId = new Map(lists.map((list) => [list.id, list]));
  return rows.map(({ video, ownerName }) =>
    presentVideo(video, ownerName, video.playlistId ? (byId.get(video.playlistId) ?? null) : null),
  );
}

async function presentPlaylists(db: AppDb, rows: { playlist: PlaylistRow; ownerName: string | null }[]) {
  const ids = rows.map(({ playlist }) => playlist.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ playlistId: videos.playlistId, n: count() })
          .from(videos)
          .where(inArray(videos.playlistId, ids))
          .groupBy(videos.playlistId);
  const byId = new Map(counts.map((row) => [row.playlistId, Number(row.n)]));
  return rows.map(({ playlist, ownerName }) =>
    presentPlaylist(playlist, ownerName, byId.get(playlist.id) ?? 0),
  );
}

const pageInfo = (page: number, total: number) => ({
  page_number: page,
  detail_count: ADMIN_PAGE_SIZE,
  total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
  total_count: total,
});

/**
 * One page of the videos or the playlists queue in one status, the longest waiting first: by when it
 * was last changed (a rejected video its owner edits waits from its edit). Drafts are never listed.
 */
export async function videoReviewQueue(
  db: AppDb,
  query: { kind: VideoKind; status: VideoReviewStatus; page_number: number },
): Promise<VideoQueue> {
  const offset = (query.page_number - 1) * ADMIN_PAGE_SIZE;
  if (query.kind === 'video') {
    const where = eq(videos.status, query.status);
    const [rows, [total]] = await Promise.all([
      db
        .select({ video: videos, ownerName: profileJoin.name })
        .from(videos)
        .leftJoin(profileJoin.table, eq(profileJoin.userId, videos.ownerUserId))
        .where(where)
        .orderBy(asc(videos.updatedAt), asc(videos.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(offset),
      db.select({ n: count() }).from(videos).where(where),
    ]);
    return {
      results: await presentVideos(db, rows),
      page_info: pageInfo(query.page_number, Number(total?.n ?? 0)),
    };
  }
  const where = eq(playlists.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ playlist: playlists, ownerName: profileJoin.name })
      .from(playlists)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, playlists.ownerUserId))
      .where(where)
      .orderBy(asc(playlists.updatedAt), asc(playlists.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(playlists).where(where),
  ]);
  return {
    results: await presentPlaylists(db, rows),
    page_info: pageInfo(query.page_number, Number(total?.n ?? 0)),
  };
}

export type VideoDecisionInput = {
  actorUserId: number;
  kind: VideoKind;
  id: number;
  status: 'Verified' | 'Rejected';
  /** Required to reject (the route's schema trims and bounds it); null to verify. */
  remark: string | null;
};

const ACTIONS = {
  video: { Verified: VIDEO_REVIEW_ACTIONS.verifyVideo, Rejected: VIDEO_REVIEW_ACTIONS.rejectVideo },
  playlist: { Verified: VIDEO_REVIEW_ACTIONS.verifyPlaylist, Rejected: VIDEO_REVIEW_ACTIONS.rejectPlaylist },
} as const;

/**
 * Staff's decision on a pending video or playlist, in ONE transaction with its row locked: the status
 * and the video.reviewed event, from which the audit log and the owner's notification follow. Only
 * a Pending one is decided (409 otherwise), so of two reviewers deciding at once, one wins.
 */
export async function decideVideo(
  db: AppDb,
  decision: VideoDecisionInput,
  now = new Date(),
): Promise<VideoReview> {
  const table = decision.kind === 'video' ? videos : playlists;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status, remark: table.verificationRemark, ownerUserId: table.ownerUserId })
      .from(table)
      .where(eq(table.id, decision.id))
      .for('update');
    if (!current)
      throw notFound(
        decision.kind === 'video'
          ? VIDEO_REVIEW_MESSAGES.videoNotFound
          : VIDEO_REVIEW_MESSAGES.playlistNotFound,
      );
    if (current.status !== 'Pending') throw conflict(VIDEO_REVIEW_MESSAGES.notPending);
    await tx
      .update(table)
      .set({ status: decision.status, verificationRemark: decision.remark, updatedAt: now })
      .where(eq(table.id, decision.id));
    await recordEvents(tx, [
      {
        type: 'video.reviewed',
        actorUserId: decision.actorUserId,
        action: ACTIONS[decision.kind][decision.status],
        targetType: decision.kind,
        targetId: decision.id,
        before: { status: current.status, remark: current.remark },
        after: { status: decision.status, remark: decision.remark },
        remark: decision.remark,
        ownerUserId: current.ownerUserId,
      },
    ]);
    const presented = await reviewItem(tx, decision.kind, decision.id);
    return presented!;
  });
}

/** One video or playlist as the queue shows it (undefined when there is none). */
export async function reviewItem(db: AppDb, kind: VideoKind, id: number): Promise<VideoReview | undefined> {
  if (kind === 'video') {
    const rows = await db
      .select({ video: videos, ownerName: profileJoin.name })
      .from(videos)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, videos.ownerUserId))
      .where(eq(videos.id, id));
    return (await presentVideos(db, rows))[0];
  }
  const rows = await db
    .select({ playlist: playlists, ownerName: profileJoin.name })
    .from(playlists)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, playlists.ownerUserId))
    .where(eq(playlists.id, id));
  return (await presentPlaylists(db, rows))[0];
}

/** The title of a video or playlist (what its owner's notification names), if it still exists. */
export async function reviewedTitle(db: AppDb, kind: VideoKind, id: number): Promise<string | undefined> {
  const table = kind === 'video' ? videos : playlists;
  const [row] = await db.select({ title: table.title }).from(table).where(eq(table.id, id));
  return row ? (row.title ?? '') : undefined;
}
