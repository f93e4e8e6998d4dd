/**
 * Comments are paged: the trade detail carries the first page and comments_count, the comments call
 * pages the rest in either order with the detail's visibility; posting is rate-limited per user.
 */
import { TRADE_COMMENTS_PAGE_SIZE } from '@tradecircle/domain';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  firstSecurityOfType,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { tradeComments } from '../../db/schema/index.ts';
import { COMMENTS_PER_MINUTE } from './comments.service.ts';

const TOTAL = 23;
const MISSING_ID = 2_000_000_000;

let ctx: TestContext;
let owner: Session;
let reader: Session;
let publicTradeId: number;
let privateTradeId: number;
let fnoTradeId: number;

const as = (session: Session) => bearer(session.token.access);
const inject = (options: InjectOptions) => ctx.app.inject(options);
const texts = (comments: { comment_text: string }[]) => comments.map((comment) => comment.comment_text);
const commentsPage = (tradeId: number, query: string, session?: Session) =>
  inject({
    url: `/backend/api/trade/comments/${tradeId}/${query}`,
    headers: session ? as(session) : {},
  });
const storedComments = async (tradeId: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(tradeComments)
      .where(eq(tradeComments.subjectId, tradeId))
  )[0]!.n;

async function newTrade(session: Session, securityId: number, overrides: Record<string, unknown> = {}) {
  const price = await livePriceOf(ctx.app, securityId);
  const response = await postTrade(ctx.app, session, buyTradeBody(securityId, price * 1.25, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [owner, reader] = await Promise.all([
    signInWithProfile(ctx.app, 'Chitra Commented'),
    signInWithProfile(ctx.app, 'Ravi Reader'),
  ]);
  const stockId = (await findSecurity(ctx.database.db, 'SBIN', 'NSE')).id;
  publicTradeId = await newTrade(owner, stockId);
  privateTradeId = await newTrade(owner, stockId, { is_trade_private: true });
  fnoTradeId = await newTrade(owner, (await firstSecurityOfType(ctx.database.db, 'FUT')).id);
  // Written directly (posting is rate-limited): comment 0 is the oldest; 11 and 12 share a moment.
  const start = Date.parse('2026-11-20T09:00:00Z');
  await ctx.database.db.insert(tradeComments).values(
    Array.from({ length: TOTAL }, (_, index) => ({
      subjectId: publicTradeId,
      profileId: index % 2 ? reader.profile_id : owner.profile_id,
      commentText: `comment ${index}`,
      createdAt: new Date(start + (index === 12 ? 11 : index) * 60_000),
    })),
  );
  await ctx.database.db
    .insert(tradeComments)
    .values({ subjectId: privateTradeId, profileId: owner.profile_id, commentText: 'a note to self' });
});
afterAll(() => ctx.close());

const oldestFirst = Array.from({ length: TOTAL }, (_, index) => `comment ${index}`);

describe('the trade detail', () => {
  it('carries the first page, oldest first, and the count of all comments', async () => {
    const detail = (await inject({ url: `/backend/api/trade/user-trade-detail/${publicTradeId}/` })).json();
    expect(detail.comments_count).toBe(TOTAL);
    expect(texts(detail.comments)).toEqual(oldestFirst.slice(0, TRADE_COMMENTS_PAGE_SIZE));
    expect(detail.comments[1]).toMatchObject({
      user_data: { id: reader.profile_id, user: reader.user_id, name: 'Ravi Reader' },
    });
  });
});

describe('GET api/trade/comments/{trade_id}/', () => {
  it('pages the comments oldest first by default, with the page count and the total', async () => {
    const pages: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await commentsPage(publicTradeId, `?page=${page}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ num: 3, count: TOTAL });
      expect(body.result.length).toBe(
        page < 3 ? TRADE_COMMENTS_PAGE_SIZE : TOTAL - 2 * TRADE_COMMENTS_PAGE_SIZE,
      );
      pages.push(...texts(body.result));
    }
    expect(pages).toEqual(oldestFirst);
    const first = (await commentsPage(publicTradeId, '')).json();
    expect(texts(first.result)).toEqual(oldestFirst.slice(0, TRADE_COMMENTS_PAGE_SIZE));
    const past = (await commentsPage(publicTradeId, '?page=4&order=oldest')).json();
    expect(past).toEqual({ result: [], num: 3, count: TOTAL });
  });

  it('pages newest first on request, ties broken by id the other way round', async () => {
    const newest: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      newest.push(
        ...texts((await commentsPage(publicTradeId, `?page=${page}&order=newest`, reader)).json().result),
      );
    }
    expect(newest).toEqual([...oldestFirst].reverse());
  });

  it('answers like the detail for a hidden or missing trade, and for anyone who may see it', async () => {
    const missing = await commentsPage(MISSING_ID, '', reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Trade not found' });
    for (const session of [reader, undefined]) {
      const hidden = await commentsPage(privateTradeId, '', session);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toBe(missing.body);
    }
    const own = await commentsPage(privateTradeId, '', owner);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ num: 1, count: 1, result: [{ comment_text: 'a note to self' }] });
    const fno = await commentsPage(fnoTradeId, '', reader);
    expect(fno.json()).toEqual({ result: [], num: 0, count: 0 });
  });

  it('refuses bad pages, orders and ids with 400', async () => {
    const cases: [string, string][] = [
      [`/backend/api/trade/comments/${publicTradeId}/?page=0`, 'Pages start at 1'],
      [`/backend/api/trade/comments/${publicTradeId}/?page=x`, 'Pages start at 1'],
      [`/backend/api/trade/comments/${publicTradeId}/?order=sideways`, 'order must be oldest or newest'],
      ['/backend/api/trade/comments/abc/', 'trade_id must be a trade id'],
      ['/backend/api/trade/comments/3000000000/', 'trade_id must be a trade id'],
    ];
    for (const [url, message] of cases) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
  });
});

describe('comment posting is rate-limited per user', () => {
  const comment = (session: Session, path: string, text: string, remoteAddress = '127.0.0.1') =>
    inject({
      method: 'POST',
      url: `/backend/${path}`,
      headers: as(session),
      remoteAddress,
      payload: { comment: text, user_id: session.profile_id },
    });

  it(`lets a user post ${COMMENTS_PER_MINUTE} a minute, from any address, then answers 429 and writes nothing`, async () => {
    const chatty = await signInWithProfile(ctx.app, 'Kiran Chatty');
    const path = `api/trade/update-comment/${publicTradeId}/`;
    const before = await storedComments(publicTradeId);
    for (let index = 0; index < COMMENTS_PER_MINUTE; index += 1) {
      // A new address each time: the limit follows the user, not the address.
      const response = await comment(chatty, path, `note ${index}`, `198.51.100.${index + 1}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await comment(chatty, path, 'one too many', '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(await storedComments(publicTradeId)).toBe(before + COMMENTS_PER_MINUTE);

    // Someone else on the same address is not held back.
    const neighbour = await signInWithProfile(ctx.app, 'Nisha Neighbour');
    expect((await comment(neighbour, path, 'hello', '198.51.100.200')).statusCode).toBe(201);
  });

  it('limits the F&O comment call the same way', async () => {
    const trader = await signInWithProfile(ctx.app, 'Farah Futures');
    const path = `add_fno_comment/${fnoTradeId}/`;
    for (let index = 0; index < COMMENTS_PER_MINUTE; index += 1) {
      expect((await comment(trader, path, `fno note ${index}`)).statusCode).toBe(201);
    }
    const refused = await comment(trader, path, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(await storedComments(fnoTradeId)).toBe(COMMENTS_PER_MINUTE);
  });

  it("refuses a comment in another user's name before reading the comment", async () => {
    const me = await signInWithProfile(ctx.app, 'Meena Mine');
    const other = await signInWithProfile(ctx.app, 'Omar Other');
    const before = await storedComments(publicTradeId);
    for (const path of [`api/trade/update-comment/${publicTradeId}/`, `add_fno_comment/${fnoTradeId}/`]) {
      // A comment too long, and one of the wrong type: from the right user each is a 400.
      for (const text of ['x'.repeat(100_000), 7]) {
        const response = await inject({
          method: 'POST',
          url: `/backend/${path}`,
          headers: as(me),
          payload: { comment: text, user_id: other.profile_id },
        });
        expect(response.statusCode, path).toBe(403);
        expect(response.json().message).toBe('You can only comment as yourself');
      }
    }
    const own = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${publicTradeId}/`,
      headers: as(me),
      payload: { comment: 7, user_id: me.profile_id },
    });
    expect(own.statusCode).toBe(400);
    expect(await storedComments(publicTradeId)).toBe(before);
  });

  it('still answers 401 to a caller without a token', async () => {
    const anonymous = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${publicTradeId}/`,
      payload: { comment: 'hi', user_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
