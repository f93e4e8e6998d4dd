import {
  type CreatePollBody,
  checkPollDraft,
  type Poll,
  type PollAnswerBody,
  type PollField,
  type PollListResponse,
  pollOptionsToSave,
  pollTitleToSave,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { searchSecuritiesByPrefix } from '../securities/index.ts';
import { findProfileByUserId } from '../users/index.ts';
import { presentPoll } from './polls.presenter.ts';
import {
  findOption,
  findPollRow,
  insertPoll,
  insertVote,
  optionsOfPolls,
  type PollRow,
  pageOfPolls,
  votesOfUser,
} from './polls.repository.ts';

export const POLL_ERRORS = {
  notFound: 'Poll not found',
  optionOfAnotherPoll: 'This option is not part of this poll',
  alreadyVoted: 'You have already voted in this poll',
  notSebiRegistered: 'Only SEBI registered users can add polls',
  /** A stock poll's title must name one of our stocks (the form picks it from the security search). */
  unknownStock: 'Choose a stock from the list',
} as const;

/** The wire names of the draft's fields in the 400's `errors`. */
const WIRE_FIELDS: Record<PollField, string> = {
  title: 'title',
  question: 'question',
  options: 'poll_options',
};

/** The polls of `rows` as `viewerUserId` sees them: options, their vote and, if they may, the shares. */
async function presentPolls(db: AppDb, viewerUserId: number, rows: readonly PollRow[]): Promise<Poll[]> {
  const ids = rows.map((row) => row.poll.id);
  const [options, votes] = await Promise.all([optionsOfPolls(db, ids), votesOfUser(db, viewerUserId, ids)]);
  return rows.map((row) =>
    presentPoll(
      row,
      options.filter((option) => option.pollId === row.poll.id),
      votes.get(row.poll.id) ?? null,
      viewerUserId,
    ),
  );
}

async function presentOnePoll(db: AppDb, viewerUserId: number, pollId: number): Promise<Poll> {
  const row = await findPollRow(db, pollId);
  if (!row) throw notFound(POLL_ERRORS.notFound);
  return (await presentPolls(db, viewerUserId, [row]))[0]!;
}

/** GET polls/: newest first, a page of `detail_count`; polls of users the caller blocked are left out. */
export async function listPolls(
  db: AppDb,
  viewerUserId: number,
  input: { page_number: number; detail_count: number },
): Promise<PollListResponse> {
  const { page_number: page, detail_count: size } = input;
  const { rows, total } = await pageOfPolls(db, viewerUserId, { limit: size, offset: (page - 1) * size });
  return {
    data: {
      data: await presentPolls(db, viewerUserId, rows),
      page_info: {
        page_number: page,
        detail_count: size,
        total_page: Math.ceil(total / size),
        total_count: total,
      },
    },
  };
}

/**
 * POST poll-answer/: the caller's one vote. Unknown poll 404, an option of another poll 400, a
 * second vote (even for another option) changes nothing and answers 409.
 */
export async function answerPoll(
  db: AppDb,
  voterUserId: number,
  body: PollAnswerBody,
): Promise<{ message: string; poll: Poll }> {
  const row = await findPollRow(db, body.poll);
  if (!row) throw notFound(POLL_ERRORS.notFound);
  const option = await findOption(db, body.option);
  if (!option || option.pollId !== body.poll) throw badRequest(POLL_ERRORS.optionOfAnotherPoll);
  const voted = await insertVote(db, { pollId: body.poll, optionId: option.id, userId: voterUserId });
  if (!voted) throw conflict(POLL_ERRORS.alreadyVoted);
  return { message: 'Your vote has been recorded', poll: await presentOnePoll(db, voterUserId, body.poll) };
}

/** The security a stock poll's title names (symbol or full name, any case), as we spell it; else undefined. */
async function stockTitle(db: AppDb, title: string): Promise<string | undefined> {
  const wanted = title.toLowerCase();
  const found = await searchSecuritiesByPrefix(db, title, 20);
  const stock = found.find(
    (security) =>
      security.instrumentType === 'EQ' &&
      (security.symbol.toLowerCase() === wanted || security.name.toLowerCase() === wanted),
  );
  if (!stock) return undefined;
  return stock.symbol.toLowerCase() === wanted ? stock.symbol : stock.name;
}

/**
 * POST create-poll/: SEBI-registered users only. The domain's checkPollDraft (the form's rules), and
 * for a stock poll a title naming one of our stocks; saved trimmed, empty options dropped.
 */
export async function createPoll(
  db: AppDb,
  authorUserId: number,
  body: CreatePollBody,
): Promise<{ message: string; poll: Poll }> {
  const profile = await findProfileByUserId(db, authorUserId);
  if (!profile?.isSebiRegistered) throw forbidden(POLL_ERRORS.notSebiRegistered);
  const draft = {
    category: body.category,
    title: body.title,
    question: body.question,
    options: body.poll_options.map((option) => option.option_text),
  };
  const errors = checkPollDraft(draft);
  let title = pollTitleToSave(draft);
  if (!errors.title && draft.category === 'stock') {
    const stock = await stockTitle(db, title);
    if (stock) title = stock;
    else errors.title = POLL_ERRORS.unknownStock;
  }
  const failed = (Object.keys(WIRE_FIELDS) as PollField[]).filter((field) => errors[field]);
  if (failed.length > 0) {
    throw badRequest(
      errors[failed[0]!]!,
      Object.fromEntries(failed.map((field) => [WIRE_FIELDS[field], [errors[field]!]])),
    );
  }
  const pollId = await insertPoll(db, {
    postedByUserId: authorUserId,
    category: draft.category,
    title,
    question: draft.question.trim(),
    options: pollOptionsToSave(draft.options),
  });
  return { message: 'Poll created', poll: await presentOnePoll(db, authorUserId, pollId) };
}
