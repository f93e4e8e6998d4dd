/**
 * The videos and playlists queue through the API (issue 30, docs/api.md "Admin"): who may use each
 * route (driven by ADMIN_VIDEOS_ENDPOINTS), the queue by kind and status, decisions with their audit
 * rows and the owner's notifications, and two reviewers deciding at once. Experts cannot upload yet
 * (the learning issue adds it), so the videos are written as the upload will leave them.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS,
  ADMIN_VIDEOS_ENDPOINTS,
  type AdminRequirement,
  type Endpoint,
  pathOf,
  VIDEO_REVIEW_MESSAGES,
  type VideoStatus,
} from '@tradecircle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { adminAuditLog, notifications, playlists, users, videos } from '../../db/schema/index.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let content: SignedIn;
let groupsOnly: SignedIn;
let someone: SignedIn;
let owner: SignedIn;

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (path: string) => `/backend/api/${path}`;
const db = () => ctx.database.db;

/** Everything appended so far is applied by the outbox's consumer (notifications, audit log). */
const applied = () => eventsApplied(ctx.app);

/** A playlist as its owner leaves it once sent for review. */
async function insertPlaylist(
  title: string,
  status: VideoStatus = 'Pending',
  pricePaise: number | null = 99_900,
) {
  const [row] = await db()
    .insert(playlists)
    .values({
      ownerUserId: owner.user_id,
      title,
      description: 'Ten lessons',
      language: 'Hindi',
      pricePaise,
      status,
    })
    .returning();
  return row!;
}

/** A video as the upload and its details will leave it (the file's key, type, size and length). */
async function insertVideo(
  title: string | null,
  options: { status?: VideoStatus; playlistId?: number; pricePaise?: number | null; updatedAt?: Date } = {},
) {
  const [row] = await db()
    .insert(videos)
    .values({
      ownerUserId: owner.user_id,
      title,
      description: title && `${title}, explained`,
      language: 'English',
      pricePaise: options.pricePaise ?? null,
      playlistId: options.playlistId ?? null,
      fileKey: `videos/${Math.random().toString(36).slice(2)}.mp4`,
      contentType: 'video/mp4',
      sizeBytes: 12_345_678,
      durationSeconds: 754,
      status: options.status ?? 'Pending',
      updatedAt: options.updatedAt ?? new Date(),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [superAdmin, content, groupsOnly, someone, owner] = await Promise.all([
    createUser(ctx.app, { name: 'Super Admin' }),
    createUser(ctx.app, { name: 'Content Reviewer' }),
    createUser(ctx.app, { name: 'Groups Reviewer' }),
    createUser(ctx.app, { name: 'Someone' }),
    createUser(ctx.app, { name: 'Video Teacher' }),
  ]);
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  for (const [member, name, permissions] of [
    [content, 'Content', ['videos']],
    [groupsOnly, 'Groups', ['groups']],
  ] as const) {
    const team = await call(superAdmin, {
      method: 'POST',
      url: api('admin/teams/'),
      payload: { name, permissions },
    });
    expect(team.statusCode, team.body).toBe(200);
    const added = await call(superAdmin, {
      method: 'POST',
      url: api('admin/staff/'),
      payload: { user_id: member.user_id, team_id: team.json().team.id },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
});
afterAll(() => ctx.close());

const NOWHERE = 2_147_483_647;

describe('who may use the videos queue', () => {
  it('answers a visitor 401, a normal user and staff of another queue 403, before the input', async () => {
    const routes = Object.entries(ADMIN_VIDEOS_ENDPOINTS).map(([name, declared]: [string, Endpoint]) => {
      const requirement: AdminRequirement =
        ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS[name as keyof typeof ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS];
      const options: InjectOptions = {
        method: declared.method,
        url: `/backend/${pathOf(declared, { id: NOWHERE })}?page_number=zero&kind=course`,
        ...(declared.method === 'POST'
          ? { payload: '{"remark": ', headers: { 'content-type': 'application/json' } }
          : {}),
      };
      return { label: `${declared.method} ${declared.path}`, requirement, options };
    });
    expect(routes).toHaveLength(5);
    for (const route of routes) {
      expect(route.requirement).toBe('videos');
      expect((await call(null, route.options)).statusCode, `${route.label} visitor`).toBe(401);
      for (const [who, session] of Object.entries({ groupsOnly, someone, owner })) {
        const response = await call(session, route.options);
        expect(response.statusCode, `${route.label} as ${who}`).toBe(403);
        expect(response.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
      }
      for (const [who, session] of Object.entries({ content, superAdmin })) {
        const response = await call(session, route.options);
        const label = `${route.label} as ${who}: ${response.body.slice(0, 200)}`;
        expect([400, 404], label).toContain(response.statusCode);
      }
    }
  });
});

describe('the videos and playlists queue', () => {
  it('lists pending videos the longest waiting first with their playlist and owner; never a draft', async () => {
    const course = await insertPlaylist('Options from zero', 'Draft');
    const older = await insertVideo('Reading option chains', {
      playlistId: course.id,
      pricePaise: 19_900,
      updatedAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertVideo('Why stop losses');
    const draft = await insertVideo(null, { status: 'Draft' });
    const page = async (query: string) => {
      const response = await call(content, { url: api(`admin/videos/${query}`) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const pending = await page('');
    const ids = pending.results.map((row: { id: number }) => row.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(draft.id);
    expect(pending.page_info).toMatchObject({ page_number: 1, detail_count: 20 });
    expect(pending.results.find((row: { id: number }) => row.id === older.id)).toEqual({
      kind: 'video',
      id: older.id,
      title: 'Reading option chains',
      description: 'Reading option chains, explained',
      language: 'English',
      status: 'Pending',
      verification_remark: null,
      is_free: false,
      price: 199,
      thumbnail: null,
      duration_seconds: 754,
      playlist: { id: course.id, title: 'Options from zero' },
      video_count: null,
      owner: { id: owner.user_id, name: 'Video Teacher' },
      created: expect.any(String),
      updated: expect.any(String),
    });
    expect(pending.results.find((row: { id: number }) => row.id === newer.id)).toMatchObject({
      is_free: true,
      price: null,
      playlist: null,
    });

    const list = await insertPlaylist('Swing trading course');
    await insertVideo('Lesson 1', { playlistId: list.id, status: 'Draft' });
    await insertVideo('Lesson 2', { playlistId: list.id });
    const lists = await page('?kind=playlist');
    expect(lists.results.map((row: { id: number }) => row.id)).toContain(list.id);
    expect(lists.results.map((row: { id: number }) => row.id)).not.toContain(course.id);
    expect(lists.results.find((row: { id: number }) => row.id === list.id)).toMatchObject({
      kind: 'playlist',
      title: 'Swing trading course',
      status: 'Pending',
      price: 999,
      video_count: 2,
      duration_seconds: null,
      playlist: null,
    });

    for (const [query, message] of [
      ['?status=Draft', VIDEO_REVIEW_MESSAGES.status],
      ['?kind=course', VIDEO_REVIEW_MESSAGES.kind],
      ['?page_number=0', 'page_number must be a page number from 1'],
    ]) {
      const bad = await call(content, { url: api(`admin/videos/${query}`) });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(message);
    }
  });

  it('rejects only with a remark; the owner hears of each decision and the audit log keeps it', async () => {
    const video = await insertVideo('Guaranteed 10x in a week');
    const reject = (payload: unknown) =>
      call(content, {
        method: 'POST',
        url: api(`admin/videos/${video.id}/reject/`),
        payload: payload as object,
      });
    for (const payload of [{}, { remark: '   ' }, { remark: 'x'.repeat(501) }]) {
      const refused = await reject(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(ADMIN_MESSAGES.remarkRequired);
    }
    expect((await db().select().from(videos).where(eq(videos.id, video.id)))[0]!.status).toBe('Pending');

    const rejected = await reject({ remark: ' Promises returns ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: VIDEO_REVIEW_MESSAGES.videoRejected,
      item: { kind: 'video', id: video.id, status: 'Rejected', verification_remark: 'Promises returns' },
    });
    const again = await call(superAdmin, { method: 'POST', url: api(`admin/videos/${video.id}/approve/`) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: VIDEO_REVIEW_MESSAGES.notPending });
    const missing = await call(content, { method: 'POST', url: api(`admin/videos/${NOWHERE}/approve/`) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: VIDEO_REVIEW_MESSAGES.videoNotFound });

    const list = await insertPlaylist('Price action basics');
    const approved = await call(content, { method: 'POST', url: api(`admin/playlists/${list.id}/approve/`) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: VIDEO_REVIEW_MESSAGES.playlistApproved,
      item: { kind: 'playlist', id: list.id, status: 'Verified', verification_remark: null },
    });
    const verified = await call(content, { url: api('admin/videos/?kind=playlist&status=Verified') });
    expect(verified.json().results.map((row: { id: number }) => row.id)).toContain(list.id);

    await applied();
    const audit = await db()
      .select({
        actor: adminAuditLog.actorUserId,
        action: adminAuditLog.action,
        target: adminAuditLog.targetType,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
      })
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.targetType, ['video', 'playlist']))
      .orderBy(adminAuditLog.id);
    expect(audit.filter((row) => row.action === 'video.reject' || row.action === 'playlist.verify')).toEqual([
      {
        actor: content.user_id,
        action: 'video.reject',
        target: 'video',
        before: { status: 'Pending', remark: null },
        after: { status: 'Rejected', remark: 'Promises returns' },
      },
      {
        actor: content.user_id,
        action: 'playlist.verify',
        target: 'playlist',
        before: { status: 'Pending', remark: null },
        after: { status: 'Verified', remark: null },
      },
    ]);
    const told = await db()
      .select({
        type: notifications.notificationType,
        actor: notifications.actorId,
        text: notifications.notificationText,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, owner.user_id),
          inArray(notifications.notificationType, ['video_rejected', 'playlist_verified']),
        ),
      )
      .orderBy(notifications.id);
    expect(told).toEqual([
      {
        type: 'video_rejected',
        actor: content.user_id,
        text: 'Your video Guaranteed 10x in a week was rejected: Promises returns. Edit it to send it for review again',
      },
      {
        type: 'playlist_verified',
        actor: content.user_id,
        text: 'Your playlist Price action basics was verified and is now shown to everyone',
      },
    ]);
  });

  it('decides a video once when two reviewers decide it at the same time', async () => {
    const video = await insertVideo('Raced lesson');
    const answers = await Promise.all([
      call(content, { method: 'POST', url: api(`admin/videos/${video.id}/approve/`) }),
      call(superAdmin, {
        method: 'POST',
        url: api(`admin/videos/${video.id}/reject/`),
        payload: { remark: 'Audio is missing' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await recordedEvents(db(), 'video.reviewed', (event) => event.targetId === video.id)).toHaveLength(
      1,
    );
  });
});
