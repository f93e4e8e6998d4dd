import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GAMIFICATION_ERRORS,
  NOTIFICATION_MESSAGES,
  ownerOnlyMessage,
  VIDEO_MESSAGES,
  WATCHLIST_ITEM_MESSAGES,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, uniqueIp } from '../../test/auth-helpers.ts';
import { createGroupRows } from '../../test/factories.ts';
import { MINIMAL_PDF, multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../test/trade-helpers.ts';
import { groupWatchlists, playlists, profiles, videos } from '../db/schema/index.ts';
import { GROUP_ACCESS_MESSAGES } from '../modules/groups/index.ts';
import { type ANY_USER, registerWhoMayAct, WHO_MAY_ACT_KEY } from './who-may-act.ts';

/**
 * Authorization before body validation (issue 26): every route that declares who may act
 * (`config.whoMayAct`, published as the OpenAPI document's x-who-may-act) is called by signed-in users
 * who may not act, a plain member of the owner's group and a stranger, with malformed input: each gets
 * the service's 403, never the 400. The owner with the same input still gets the 400, and nobody
 * without a token gets past the 401.
 */

type SubjectField = { in: 'params' | 'query' | 'body'; field: string; kind: string };
type Declared = typeof ANY_USER | { who: string; subject: SubjectField[]; depends_on?: string[] };
type Operation = {
  method: string;
  path: string;
  tags: string[];
  required: boolean;
  whoMayAct: Declared | undefined;
  queryParams: string[];
  bodyProperties: string[];
};
type RuleRoute = Operation & { whoMayAct: Exclude<Declared, string> };
type Call = {
  label: string;
  method: string;
  url: string;
  payload?: string;
  json?: Record<string, unknown>;
};

/**
 * The modules whose every route needing a token must say who may act (by their OpenAPI tag; the
 * trade comments are documented under trades).
 */
const DECLARING_TAGS = ['groups', 'notifications', 'real trades', 'trades', 'watchlists', 'research reports'];

const BROKER_OWNER_ONLY = 'Only the trade owner can place its broker orders';
const NOT_YOUR_WATCHLIST = 'You can only change your own watchlists';
/**
 * The 403 each service answers someone who may not act, written out here so the rule is held to
 * the service's words; by subject field where the route names its subject in more than one way.
 */
const FORBIDDEN_MESSAGES: Record<string, string | Record<string, string>> = {
  'DELETE /backend/api/coupons/{id}/': 'You are not allowed to do this',
  'DELETE /backend/api/group-detail/': GROUP_ACCESS_MESSAGES.adminOnly,
  'DELETE /backend/api/join-leave/': GROUP_ACCESS_MESSAGES.adminOnly,
  'DELETE /backend/api/own-groups/{id}/': GROUP_ACCESS_MESSAGES.adminOnly,
  'DELETE /backend/api/watchlist/detail/': GROUP_ACCESS_MESSAGES.adminOnly,
  'GET /backend/api/my-notifications/{user_id}': NOTIFICATION_MESSAGES.notYours,
  'GET /backend/api/order/trade-actions/': BROKER_OWNER_ONLY,
  'GET /backend/api/order/trade-start/': BROKER_OWNER_ONLY,
  'GET /backend/api/own-groups/{id}/users/': GROUP_ACCESS_MESSAGES.adminOnly,
  'GET /backend/api/trade/premium-trade-list/{userId}/{page}': GAMIFICATION_ERRORS.notYourList,
  'PATCH /backend/api/join-leave/': GROUP_ACCESS_MESSAGES.adminOnly,
  'PATCH /backend/api/own-groups/{id}/coin-unlock/': GROUP_ACCESS_MESSAGES.adminOnly,
  'PATCH /backend/api/trade/trade-detail-patch/': BROKER_OWNER_ONLY,
  'POST /backend/api/mark-all-read/{userId}': NOTIFICATION_MESSAGES.notYours,
  'POST /backend/api/trade/unlock-trade/': GAMIFICATION_ERRORS.notYourAccount,
  'POST /backend/api/order/confirm/': BROKER_OWNER_ONLY,
  'POST /backend/api/order/exit-order/': BROKER_OWNER_ONLY,
  'POST /backend/api/own-groups/{groupId}/post-trade/': GROUP_ACCESS_MESSAGES.adminOnly,
  'POST /backend/api/own-groups/{id}/add-all-followers/': GROUP_ACCESS_MESSAGES.adminOnly,
  'PATCH /backend/api/trade/fando-trade-patch': ownerOnlyMessage('feature this trade'),
  'PATCH /backend/api/trade/trade-detail-patch-featured/': ownerOnlyMessage('feature this trade'),
  'PATCH /backend/api/trade/trade-patch': ownerOnlyMessage('modify this trade'),
  'POST /backend/api/trade/delete-trade/': ownerOnlyMessage('delete this trade'),
  'POST /backend/api/trade/exit-trade': ownerOnlyMessage('exit this trade'),
  'POST /backend/api/trade/update-reasoning/{trade_id}': ownerOnlyMessage('update the reasoning'),
  'POST /backend/api/trade/update-trade-detail/': ownerOnlyMessage('modify this trade'),
  'POST /backend/api/watchlist/detail/': GROUP_ACCESS_MESSAGES.adminOnly,
  'PUT /backend/api/group-plans/{group_id}/': GROUP_ACCESS_MESSAGES.adminOnly,
  'PUT /backend/api/own-groups/{id}/': GROUP_ACCESS_MESSAGES.adminOnly,
  'PATCH /backend/api/trade/stock-reports/{id}/': 'Only the author can change this report',
  'GET /backend/watchlist/detail/': 'You can only see your own watchlists',
  'PATCH /backend/watchlist/tabs/{id}/': NOT_YOUR_WATCHLIST,
  'DELETE /backend/watchlist/tabs/{id}/': NOT_YOUR_WATCHLIST,
  'DELETE /backend/watchlist/items/{id}/': NOT_YOUR_WATCHLIST,
  'POST /backend/watchlist/items/': {
    watchlist: NOT_YOUR_WATCHLIST,
    follower_id: WATCHLIST_ITEM_MESSAGES.notYou,
  },
  'PATCH /backend/video/video-detail/{id}/': VIDEO_MESSAGES.ownerOnly,
  'DELETE /backend/video/video-detail/{id}/': VIDEO_MESSAGES.ownerOnly,
  'PATCH /backend/video/playlist/{id}/': VIDEO_MESSAGES.playlistOwnerOnly,
  'DELETE /backend/video/playlist/{id}/': VIDEO_MESSAGES.playlistOwnerOnly,
};

const forbiddenMessage = (route: RuleRoute, field: SubjectField) => {
  const message = FORBIDDEN_MESSAGES[nameOf(route)];
  return typeof message === 'string' ? message : message?.[field.field];
};

/**
 * The input a rule reading more than its subject (its depends_on) needs before it applies: the
 * request list is the admin's, the request answered is another user's (`another`).
 */
const CONDITIONS: Record<
  string,
  (another: number) => { query?: Record<string, string>; body?: Record<string, unknown> }
> = {
  'GET /backend/api/own-groups/{id}/users/': () => ({ query: { status: 'requested' } }),
  // The 403's wording follows the body (status, request_type); left out, the modify / broker one.
  'PATCH /backend/api/trade/trade-patch': () => ({}),
  'PATCH /backend/api/trade/trade-detail-patch/': () => ({}),
  'DELETE /backend/api/join-leave/': (another) => ({ body: { member: another } }),
  'PATCH /backend/api/join-leave/': (another) => ({ body: { membership_type: 'member', member: another } }),
};

/** Text no id, number or choice accepts. */
const JUNK = '-1x';
/** A value no string, number, boolean, list or choice field accepts. */
const BAD_FIELD = { bad: [] };
const UNREADABLE_JSON = '{"unterminated": ';

let ctx: TestContext;
let filesRoot: string;
let owner: Session;
let member: Session;
let stranger: Session;
/** Ids of the owner's records, by the kind a rule names them by. */
let subjects: Record<string, number>;
let operations: Operation[];
let ruleRoutes: RuleRoute[];

/**
 * The followers' add names its follower by user id or profile id: the owner's, whichever is neither
 * id of the others. User and profile ids come from two sequences that overlap; signed in after the
 * others, the owner holds the newest of each, and at most one of them can be one of theirs.
 */
function followerIdOf(session: Session, others: Session[]): number {
  const taken = new Set(others.flatMap((other) => [other.user_id, other.profile_id]));
  const id = [session.user_id, session.profile_id].find((candidate) => !taken.has(candidate));
  if (id === undefined) throw new Error('every id of the owner is also an id of another caller');
  return id;
}

const nameOf = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

beforeAll(async () => {
  // The owner's research report is stored under DATA_DIR/files.
  filesRoot = await mkdtemp(path.join(tmpdir(), 'who-may-act-'));
  ctx = await createTestApp({ seed: true, env: { DATA_DIR: filesRoot } });
  [member, stranger] = await Promise.all([
    signInWithProfile(ctx.app, 'Milan Member'),
    signInWithProfile(ctx.app, 'Sara Stranger'),
  ]);
  // Last, so one of the owner's ids is neither id of the others (followerIdOf).
  owner = await signInWithProfile(ctx.app, 'Asha Admin');
  const group = await createGroupRows(ctx.app, owner, { groupType: 'Public', members: [member] });
  const premium = await createGroupRows(ctx.app, owner, { groupType: 'Premium' });

  const stock = await findSecurity(ctx.database.db, 'RELIANCE', 'NSE');
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/watchlist/detail/',
    headers: bearer(owner.token.access),
    payload: { group: group.id, stock: stock.id },
  });
  expect(added.statusCode, added.body).toBe(201);
  const [watchlist] = await ctx.database.db
    .select({ id: groupWatchlists.id })
    .from(groupWatchlists)
    .where(eq(groupWatchlists.groupId, group.id));

  const price = await livePriceOf(ctx.app, stock.id);
  const trade = await postTrade(ctx.app, owner, buyTradeBody(stock.id, price * 1.2));
  expect(trade.statusCode, trade.body).toBe(201);

  const day = 86_400_000;
  const coupon = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/coupons/',
    headers: bearer(owner.token.access),
    payload: {
      code: 'OWNERS10',
      group: premium.id,
      discount_percentage: 10,
      valid_from: new Date(Date.now() - day).toISOString(),
      valid_until: new Date(Date.now() + 30 * day).toISOString(),
    },
  });
  expect(coupon.statusCode, coupon.body).toBe(201);

  // Research reports are SEBI-registered experts' only.
  await ctx.database.db
    .update(profiles)
    .set({ isSebiRegistered: true })
    .where(eq(profiles.id, owner.profile_id));
  const form = multipartBody(
    { stock: String(stock.id), price: '499', valid_till: '6' },
    { field: 'report_pdf', filename: 'reliance.pdf', contentType: 'application/pdf', data: MINIMAL_PDF },
  );
  const report = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/trade/create-stock-report/',
    headers: { ...form.headers, ...bearer(owner.token.access) },
    payload: form.payload,
  });
  expect(report.statusCode, report.body).toBe(201);

  const tab = await ctx.app.inject({
    method: 'POST',
    url: '/backend/watchlist/tabs/',
    headers: bearer(owner.token.access),
    payload: { name: 'Energy', watchlist_type: 'stock' },
  });
  expect(tab.statusCode, tab.body).toBe(201);
  const item = await ctx.app.inject({
    method: 'POST',
    url: '/backend/watchlist/items/',
    headers: bearer(owner.token.access),
    payload: { watchlist: tab.json().id, stock: stock.id },
  });
  expect(item.statusCode, item.body).toBe(201);

  const [playlist] = await ctx.database.db
    .insert(playlists)
    .values({ ownerUserId: owner.user_id, title: 'Owner playlist', status: 'Pending' })
    .returning();
  const [video] = await ctx.database.db
    .insert(videos)
    .values({
      ownerUserId: owner.user_id,
      fileKey: 'videos/none.mp4',
      contentType: 'video/mp4',
      sizeBytes: 1,
    })
    .returning();

  subjects = {
    group: group.id,
    video: video!.id,
    playlist: playlist!.id,
    'group watchlist': watchlist!.id,
    'group watchlist item': added.json().id,
    trade: trade.json().id,
    coupon: coupon.json().coupon.id,
    user: owner.user_id,
    'research report': report.json().id,
    watchlist: tab.json().id,
    'watchlist item': item.json().id,
    follower: followerIdOf(owner, [member, stranger]),
  };

  const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          tags?: string[];
          security?: Record<string, string[]>[];
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          [WHO_MAY_ACT_KEY]?: Declared;
        }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tags: operation.tags ?? [],
      required:
        (operation.security ?? []).length > 0 &&
        (operation.security ?? []).every((entry) => Object.keys(entry).length > 0),
      whoMayAct: operation[WHO_MAY_ACT_KEY],
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyProperties: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
  ruleRoutes = operations.filter(
    (operation): operation is RuleRoute =>
      operation.whoMayAct !== undefined && typeof operation.whoMayAct === 'object',
  );
});
afterAll(async () => {
  await ctx.close();
  await rm(filesRoot, { recursive: true, force: true });
});

/** Path parameters besides the subject, with a well-formed value (a list's page). */
const OTHER_PATH_PARAMS: Record<string, string> = { page: '1' };

/**
 * The requests naming the owner's subject through one of the rule's fields: `named` carries the
 * subject (and the rule's conditions) and nothing else; `malformed` holds each way the rest of the
 * input can be broken (an unreadable body when the path or query names the subject, every other body
 * field and query parameter of the wrong type).
 */
function requestsFor(route: RuleRoute, field: SubjectField, another: number) {
  const id = subjects[field.kind];
  if (id === undefined) throw new Error(`${nameOf(route)}: no record of kind ${field.kind} to name`);
  const condition = CONDITIONS[nameOf(route)]?.(another) ?? {};
  const path = route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (field.in === 'params' && field.field === name) return String(id);
    const fixed = OTHER_PATH_PARAMS[name];
    if (fixed === undefined)
      throw new Error(`${nameOf(route)}: path parameter ${name} is not the rule's subject`);
    return fixed;
  });
  const namedQuery = { ...(field.in === 'query' ? { [field.field]: String(id) } : {}), ...condition.query };
  const namedBody = { ...(field.in === 'body' ? { [field.field]: id } : {}), ...condition.body };
  const url = (query: Record<string, string>) =>
    Object.keys(query).length > 0 ? `${path}?${new URLSearchParams(query)}` : path;
  const hasBody = route.method !== 'GET';
  const named: Call = {
    label: 'the subject alone',
    method: route.method,
    url: url(namedQuery),
    ...(hasBody && Object.keys(namedBody).length > 0 ? { json: namedBody } : {}),
  };
  const malformed: Call[] = [];
  const junkParams = route.queryParams.filter((name) => !(name in namedQuery));
  if (junkParams.length > 0) {
    const query = { ...namedQuery, ...Object.fromEntries(junkParams.map((name) => [name, JUNK])) };
    malformed.push({
      label: `query ${junkParams.join(', ')} malformed`,
      method: route.method,
      url: url(query),
      ...(named.json ? { json: named.json } : {}),
    });
  }
  if (hasBody && field.in !== 'body') {
    malformed.push({
      label: 'an unreadable body',
      method: route.method,
      url: url(namedQuery),
      payload: UNREADABLE_JSON,
    });
  }
  const badFields = route.bodyProperties.filter((name) => !(name in namedBody));
  if (hasBody && badFields.length > 0) {
    malformed.push({
      label: `body ${badFields.join(', ')} malformed`,
      method: route.method,
      url: url(namedQuery),
      json: { ...namedBody, ...Object.fromEntries(badFields.map((name) => [name, BAD_FIELD])) },
    });
  }
  return { named, malformed };
}

const send = (call: Call, session?: Session) =>
  ctx.app.inject({
    method: call.method as 'GET',
    url: call.url,
    remoteAddress: uniqueIp(),
    headers: {
      ...(session ? bearer(session.token.access) : {}),
      ...(call.payload !== undefined || call.json ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
    ...(call.json ? { payload: JSON.stringify(call.json) } : {}),
  });

describe('who may act is declared', () => {
  it('on every route of the declaring modules that needs a token', () => {
    const undeclared = operations
      .filter((operation) => operation.required && operation.tags.some((tag) => DECLARING_TAGS.includes(tag)))
      .filter((operation) => operation.whoMayAct === undefined)
      .map(nameOf);
    expect(undeclared).toEqual([]);
    for (const tag of DECLARING_TAGS)
      expect(operations.some((operation) => operation.tags.includes(tag) && operation.whoMayAct)).toBe(true);
  });

  it('as a rule on the owner-only and admin-only routes, each with the 403 its service gives', () => {
    const names = ruleRoutes.map(nameOf).sort();
    expect(names).toEqual(Object.keys(FORBIDDEN_MESSAGES).sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /backend/api/own-groups/{groupId}/post-trade/',
        'PUT /backend/api/own-groups/{id}/',
        'PUT /backend/api/group-plans/{group_id}/',
        'POST /backend/api/trade/delete-trade/',
        'DELETE /backend/api/coupons/{id}/',
        'PATCH /backend/api/trade/stock-reports/{id}/',
        'DELETE /backend/watchlist/tabs/{id}/',
        'POST /backend/watchlist/items/',
      ]),
    );
    const conditional = ruleRoutes.filter((route) => route.whoMayAct.depends_on).map(nameOf);
    expect(conditional.sort()).toEqual(Object.keys(CONDITIONS).sort());
    for (const route of ruleRoutes) {
      expect(route.required, nameOf(route)).toBe(true);
      for (const field of route.whoMayAct.subject) {
        expect(Object.keys(subjects)).toContain(field.kind);
        expect(forbiddenMessage(route, field), `${nameOf(route)} by ${field.field}`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});

describe('a signed-in user who may not act learns that first', () => {
  it('gets the 403 on every rule route, whatever else the input holds', async () => {
    const failures: string[] = [];
    let malformedCalls = 0;
    for (const route of ruleRoutes) {
      for (const field of route.whoMayAct.subject) {
        const expected = { message: forbiddenMessage(route, field) };
        for (const [role, caller] of [
          ['member', member],
          ['stranger', stranger],
        ] as const) {
          const { named, malformed } = requestsFor(route, field, owner.user_id);
          malformedCalls += malformed.length;
          for (const call of [named, ...malformed]) {
            const response = await send(call, caller);
            if (response.statusCode !== 403 || response.body !== JSON.stringify(expected))
              failures.push(
                `${nameOf(route)} by ${field.in}.${field.field}, a ${role}, ${call.label}: ${response.statusCode} ${response.body}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Most routes have input besides their subject to break; the few without still answer the 403.
    expect(malformedCalls).toBeGreaterThan(2 * ruleRoutes.length);
  });

  it('and one without a token still gets the 401 first', async () => {
    const failures: string[] = [];
    for (const route of ruleRoutes) {
      const [field] = route.whoMayAct.subject;
      const { named, malformed } = requestsFor(route, field!, owner.user_id);
      for (const call of [named, ...malformed]) {
        const response = await send(call);
        if (response.statusCode !== 401)
          failures.push(`${nameOf(route)}, ${call.label}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('as a group member posting a trade to the group with a bad body (the issue example)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/own-groups/${subjects.group}/post-trade/`,
      headers: bearer(member.token.access),
      payload: { security: 'not a security', trade_type: 'Sideways' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: GROUP_ACCESS_MESSAGES.adminOnly });
  });
});

describe('the owner or admin', () => {
  it('still gets the 400 for the same malformed input', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of ruleRoutes) {
      for (const field of route.whoMayAct.subject) {
        const { malformed } = requestsFor(route, field, member.user_id);
        for (const call of malformed) {
          checked += 1;
          const response = await send(call, owner);
          if (response.statusCode !== 400)
            failures.push(
              `${nameOf(route)} by ${field.in}.${field.field}, ${call.label}: ${response.statusCode} ${response.body}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(ruleRoutes.length);
  });
});

describe('a subject named in the body', () => {
  it('cannot be authorised while its id is unreadable: that alone is the 400', async () => {
    const call = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/trade/delete-trade/',
        headers: { ...bearer(stranger.token.access), 'content-type': 'application/json' },
        payload,
      });
    expect((await call(JSON.stringify({ id: 'seven' }))).statusCode).toBe(400);
    expect((await call(UNREADABLE_JSON)).statusCode).toBe(400);
    // Readable, the rest unread: someone else's trade is 403 before the NUL guard sees the body.
    const nul = await call(JSON.stringify({ id: subjects.trade, note: 'a\u0000b' }));
    expect(nul.statusCode).toBe(403);
  });

  it('that does not exist is no refusal: the 400, then the 404, keep their order', async () => {
    const plans = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/backend/api/group-plans/2147483000/',
        headers: bearer(member.token.access),
        remoteAddress: uniqueIp(),
        payload,
      });
    expect((await plans({ plans: 'none' })).statusCode).toBe(400);
    const missing = await plans({ plans: [{ plan: 'Monthly', price: 499 }] });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(missing.json()).toEqual({ message: GROUP_ACCESS_MESSAGES.notFound });
  });
});

describe('a route declaring a rule', () => {
  const rule = {
    who: 'the test',
    subject: [{ in: 'params' as const, field: 'id', kind: 'thing' }],
    authorize: async () => {},
  };
  const appWith = (options: { security?: Record<string, string[]>[]; params?: z.ZodType }) => {
    const app = Fastify();
    registerWhoMayAct(app);
    return () =>
      app.post('/things/:id', {
        config: { whoMayAct: rule },
        schema: {
          ...(options.security ? { security: options.security } : {}),
          ...(options.params ? { params: options.params } : {}),
        },
        handler: async () => ({}),
      });
  };

  it('refuses to start without a required token', () => {
    expect(appWith({ params: z.object({ id: z.string() }) })).toThrow(/needs a signed-in caller/);
    expect(appWith({ security: [{ bearerAuth: [] }, {}], params: z.object({ id: z.string() }) })).toThrow(
      /needs a signed-in caller/,
    );
  });

  it('refuses to start when it cannot read the subject', () => {
    expect(appWith({ security: [{ bearerAuth: [] }], params: z.object({ other: z.string() }) })).toThrow(
      /does not declare/,
    );
    expect(appWith({ security: [{ bearerAuth: [] }], params: z.object({ id: z.string() }) })).not.toThrow();
  });
});
