import { MAX_POLL_OPTIONS, POLL_MESSAGES, type Poll } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { pollOptions, polls, pollVotes, profiles } from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: Session;
let plain: Session;
let voter: Session;

type Caller = { token: { access: string } };
const as = (caller?: Caller) => (caller ? bearer(caller.token.access) : {});
const createPoll = (caller: Caller | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/backend/api/create-poll/', headers: as(caller), payload });
const vote = (caller: Caller | undefined, poll: number, option: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/poll-answer/',
    headers: as(caller),
    payload: { poll, option },
  });
const list = (caller: Caller | undefined, query = '') =>
  ctx.app.inject({ url: `/backend/api/polls/${query}`, headers: as(caller) });

const stockPoll = (overrides: Record<string, unknown> = {}) => ({
  category: 'stock',
  title: 'Reliance Industries Ltd',
  question: 'Are you bearish or bullish on this stock today?',
  poll_options: [{ option_text: 'Bullish' }, { option_text: 'Bearish' }, { option_text: '' }],
  ...overrides,
});

async function newPoll(overrides: Record<string, unknown> = {}): Promise<Poll> {
  const response = await createPoll(expert, stockPoll(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().poll;
}

async function storedCounts(pollId: number) {
  const [poll] = await ctx.database.db.select().from(polls).where(eq(polls.id, pollId));
  const options = await ctx.database.db.select().from(pollOptions).where(eq(pollOptions.pollId, pollId));
  const votes = await ctx.database.db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId));
  return {
    poll: poll!.votesCount,
    options: Object.fromEntries(options.map((option) => [option.id, option.votesCount])),
    votes: votes.length,
    votesByOption: Object.fromEntries(
      options.map((option) => [option.id, votes.filter((row) => row.optionId === option.id).length]),
    ),
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [expert, plain, voter] = await Promise.all([
    signInWithProfile(ctx.app, 'Sonal Sebi'),
    signInWithProfile(ctx.app, 'Naveen Plain'),
    signInWithProfile(ctx.app, 'Vimala Voter'),
  ]);
  await ctx.database.db
    .update(profiles)
    .set({ isSebiRegistered: true, sebiUserType: 'registered_analyst' })
    .where(eq(profiles.userId, expert.user_id));
});
afterAll(() => ctx.close());

describe('who may do what', () => {
  it('refuses a visitor every poll call', async () => {
    const poll = await newPoll();
    for (const response of [
      await list(undefined),
      await vote(undefined, poll.id, poll.poll_options[0]!.id),
      await createPoll(undefined, stockPoll()),
    ])
      expect(response.statusCode).toBe(401);
  });

  it('lets only SEBI-registered users ask a poll', async () => {
    const refused = await createPoll(plain, stockPoll());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only SEBI registered users can add polls' });
    // A user without a profile yet is not registered either.
    expect((await createPoll(await signIn(ctx.app), stockPoll())).statusCode).toBe(403);
    expect((await createPoll(expert, stockPoll())).statusCode).toBe(201);
  });

  it('refuses a user who is not SEBI registered before looking at the body', async () => {
    for (const payload of [{}, { category: 'nonsense', poll_options: 'x' }]) {
      const refused = await createPoll(plain, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only SEBI registered users can add polls' });
    }
    const unreadable = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/create-poll/',
      headers: { ...as(plain), 'content-type': 'application/json' },
      payload: '{"category": ',
    });
    expect(unreadable.statusCode).toBe(403);
    // The same bodies from a registered expert are the form's 400s.
    expect((await createPoll(expert, {})).statusCode).toBe(400);
  });
});

describe('asking a poll', () => {
  it('saves it trimmed, empty options dropped, and shows the author the shares at once', async () => {
    const response = await createPoll(
      expert,
      stockPoll({
        question: '  Are you bearish or bullish on this stock today?  ',
        poll_options: [{ option_text: ' Bullish ' }, { option_text: '' }, { option_text: 'Bearish' }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { message, poll } = response.json() as { message: string; poll: Poll };
    expect(message).toBe('Poll created');
    expect(poll).toMatchObject({
      title: 'Reliance Industries Ltd',
      question: 'Are you bearish or bullish on this stock today?',
      category: 'stock',
      posted_by: { id: expert.user_id, name: 'Sonal Sebi', is_sebi_registered: true },
      voted: false,
      selected_option: null,
      total_votes: 0,
    });
    expect(poll.poll_options.map((option) => [option.option_text, option.percentage])).toEqual([
      ['Bullish', 0],
      ['Bearish', 0],
    ]);
    expect(
      await recordedEvents(ctx.database.db, 'poll.created', (event) => event.pollId === poll.id),
    ).toEqual([{ type: 'poll.created', pollId: poll.id, authorUserId: expert.user_id }]);
  });

  it.each([
    ['RELIANCE', 'RELIANCE'],
    ['reliance', 'RELIANCE'],
    ['tata consultancy services ltd', 'Tata Consultancy Services Ltd'],
  ])('names a stock by symbol or name (%s)', async (title, saved) => {
    expect((await newPoll({ title })).title).toBe(saved);
  });

  it('saves the market, industry and others titles', async () => {
    expect((await newPoll({ category: 'market', title: 'US Market' })).title).toBe('US Market');
    expect((await newPoll({ category: 'industry', title: 'Agriculture' })).title).toBe('Agriculture');
    const others = await newPoll({ category: 'others', title: 'ignored', question: 'Rate cut in December?' });
    expect(others).toMatchObject({ category: 'others', title: 'others' });
  });

  it('defaults the category to stock', async () => {
    const { category: _dropped, ...body } = stockPoll();
    const response = await createPoll(expert, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().poll.category).toBe('stock');
  });

  const sixPlus = Array.from({ length: MAX_POLL_OPTIONS + 1 }, (_, index) => ({ option_text: `O${index}` }));
  it.each([
    ['a stock title missing', { title: '  ' }, 'title', 'This is Required.'],
    ['a stock we do not have', { title: 'NOSUCHCO' }, 'title', 'Choose a stock from the list'],
    ['an index, not a stock', { title: 'NIFTY 50' }, 'title', 'Choose a stock from the list'],
    ['an unknown market', { category: 'market', title: 'Moon Market' }, 'title', POLL_MESSAGES.unknownMarket],
    ['an unknown industry', { category: 'industry', title: 'Spice' }, 'title', POLL_MESSAGES.unknownIndustry],
    ['no question', { question: '   ' }, 'question', 'This is Required.'],
    ['no question for others', { category: 'others', question: '' }, 'question', 'This is Required.'],
    [
      'one option left once the empty ones go',
      { poll_options: [{ option_text: 'Bullish' }, { option_text: ' ' }] },
      'poll_options',
      POLL_MESSAGES.tooFewOptions,
    ],
    ['more than six options', { poll_options: sixPlus }, 'poll_options', POLL_MESSAGES.tooManyOptions],
    [
      'the same option twice',
      { poll_options: [{ option_text: 'Bullish' }, { option_text: 'bullish ' }] },
      'poll_options',
      POLL_MESSAGES.duplicateOption,
    ],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const before = (await ctx.database.db.select().from(polls)).length;
    const response = await createPoll(expert, stockPoll(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect((await ctx.database.db.select().from(polls)).length).toBe(before);
  });

  it('names every field that fails, the first as the message', async () => {
    const response = await createPoll(expert, stockPoll({ title: '', question: '', poll_options: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This is Required.',
      errors: {
        title: ['This is Required.'],
        question: ['This is Required.'],
        poll_options: [POLL_MESSAGES.tooFewOptions],
      },
    });
  });

  it('refuses an unknown category and over-long text with the field named', async () => {
    const category = await createPoll(expert, stockPoll({ category: 'crypto' }));
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toMatch(/^category: /);
    const long = await createPoll(expert, stockPoll({ poll_options: [{ option_text: 'x'.repeat(81) }] }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/poll_options/);
  });
});

describe('voting', () => {
  it('hides the shares until the caller votes, then records one vote only', async () => {
    const poll = await newPoll();
    const [bullish, bearish] = poll.poll_options;
    const seen = (await list(voter, '?detail_count=50')).json().data.data.find((p: Poll) => p.id === poll.id);
    expect(seen).toMatchObject({ voted: false, selected_option: null, total_votes: 0 });
    expect(
      seen.poll_options.every((option: { percentage: number | null }) => option.percentage === null),
    ).toBe(true);

    const first = await vote(voter, poll.id, bullish!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Your vote has been recorded',
      poll: { id: poll.id, voted: true, selected_option: bullish!.id, total_votes: 1 },
    });
    expect(first.json().poll.poll_options.map((option: { percentage: number }) => option.percentage)).toEqual(
      [100, 0],
    );

    for (const option of [bullish!, bearish!]) {
      const again = await vote(voter, poll.id, option.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'You have already voted in this poll' });
    }
    const counts = await storedCounts(poll.id);
    expect(counts).toMatchObject({ poll: 1, votes: 1, options: { [bullish!.id]: 1, [bearish!.id]: 0 } });

    // Someone who has not voted still sees no shares, but the total; the author sees them.
    const other = (await list(plain, '?detail_count=50'))
      .json()
      .data.data.find((p: Poll) => p.id === poll.id);
    expect(other).toMatchObject({ voted: false, total_votes: 1 });
    expect(other.poll_options.map((option: { percentage: number | null }) => option.percentage)).toEqual([
      null,
      null,
    ]);
    const mine = (await list(expert, '?detail_count=50'))
      .json()
      .data.data.find((p: Poll) => p.id === poll.id);
    expect(mine.poll_options.map((option: { percentage: number | null }) => option.percentage)).toEqual([
      100, 0,
    ]);
  });

  it("refuses another poll's option (400) and an unknown poll (404)", async () => {
    const [one, two] = [await newPoll(), await newPoll()];
    const foreign = await vote(voter, one.id, two.poll_options[0]!.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: 'This option is not part of this poll' });
    const missingOption = await vote(voter, one.id, 99_999_999);
    expect(missingOption.statusCode).toBe(400);
    const unknown = await vote(voter, 99_999_999, one.poll_options[0]!.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Poll not found' });
    expect(await storedCounts(one.id)).toMatchObject({ poll: 0, votes: 0 });
    const badBody = await vote(voter, 0, -1);
    expect(badBody.statusCode).toBe(400);
  });

  it('counts 30 concurrent votes of different users exactly', async () => {
    const poll = await newPoll({
      poll_options: [{ option_text: 'Bullish' }, { option_text: 'Bearish' }, { option_text: 'Sideways' }],
    });
    const voters = await Promise.all(Array.from({ length: 30 }, () => signIn(ctx.app)));
    const answers = await Promise.all(
      voters.map((user, index) => vote(user, poll.id, poll.poll_options[index % 3]!.id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const counts = await storedCounts(poll.id);
    expect(counts.poll).toBe(30);
    expect(counts.votes).toBe(30);
    for (const option of poll.poll_options) {
      expect(counts.options[option.id]).toBe(10);
      expect(counts.votesByOption[option.id]).toBe(10);
    }
  });

  it("gives one user's 10 concurrent votes exactly one vote", async () => {
    const poll = await newPoll();
    const user = await signIn(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => vote(user, poll.id, poll.poll_options[index % 2]!.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const chosen = answers.find((answer) => answer.statusCode === 200)!.json().poll.selected_option;
    const counts = await storedCounts(poll.id);
    expect(counts).toMatchObject({ poll: 1, votes: 1 });
    expect(counts.options[chosen]).toBe(1);
    expect(
      await recordedEvents(ctx.database.db, 'poll.answered', (event) => event.pollId === poll.id),
    ).toEqual([{ type: 'poll.answered', pollId: poll.id, optionId: chosen, voterUserId: user.user_id }]);
  });
});

describe('the list', () => {
  it('pages newest first with page_info', async () => {
    const fresh = await signInWithProfile(ctx.app, 'Pages Sebi');
    await ctx.database.db
      .update(profiles)
      .set({ isSebiRegistered: true })
      .where(eq(profiles.userId, fresh.user_id));
    const asked: number[] = [];
    for (const title of ['TCS', 'INFY', 'HDFCBANK']) {
      const response = await createPoll(fresh, stockPoll({ title }));
      expect(response.statusCode, response.body).toBe(201);
      asked.push(response.json().poll.id);
    }
    const total = (await ctx.database.db.select().from(polls)).length;
    const first = await list(voter, '?page_number=1&detail_count=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.page_info).toEqual({
      page_number: 1,
      detail_count: 2,
      total_page: Math.ceil(total / 2),
      total_count: total,
    });
    expect(first.json().data.data.map((poll: Poll) => poll.id)).toEqual([asked[2], asked[1]]);
    const second = await list(voter, '?page_number=2&detail_count=2');
    expect(second.json().data.data[0].id).toBe(asked[0]);

    const all = (await list(voter, '?detail_count=50')).json().data.data as Poll[];
    const times = all.map((poll) => new Date(poll.created).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const past = await list(voter, `?page_number=${Math.ceil(total / 2) + 1}&detail_count=2`);
    expect(past.json().data.data).toEqual([]);
  });

  it('defaults to 10 a page and refuses a bad page size', async () => {
    const response = await list(voter);
    expect(response.json().data.page_info).toMatchObject({ page_number: 1, detail_count: 10 });
    for (const query of ['?detail_count=51', '?detail_count=0', '?page_number=0', '?page_number=x']) {
      const refused = await list(voter, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
  });
});
