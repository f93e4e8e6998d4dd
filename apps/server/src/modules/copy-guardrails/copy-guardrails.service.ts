import {
  COPY_GUARDRAIL_MESSAGES,
  type CopyGuardrail,
  type CopyGuardrailSettings,
  copyDrawdown,
  openExposurePaise,
  paiseToRupees,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { closedCopiesSince, openCopiesOf } from '../trades/index.ts';
import { findProfileByUserId } from '../users/index.ts';
import { type GuardrailExpert, presentGuardrail } from './copy-guardrails.presenter.ts';
import {
  deleteGuardrail,
  findGuardrail,
  type GuardrailRow,
  listGuardrails,
  upsertGuardrail,
} from './copy-guardrails.repository.ts';

/** The guardrail with where it stands now: the open copies' exposure and the copy stop's drawdown. */
async function withStanding(db: AppDb, row: GuardrailRow, expert: GuardrailExpert): Promise<CopyGuardrail> {
  const [open, closed] = await Promise.all([
    openCopiesOf(db, row.followerUserId, row.expertUserId),
    closedCopiesSince(db, row.followerUserId, row.expertUserId, row.setAt),
  ]);
  return presentGuardrail(row, expert, {
    openExposure: paiseToRupees(openExposurePaise(open)),
    drawdownPercent: copyDrawdown(closed, row.maxOpenExposure).percent,
  });
}

async function expertOf(db: AppDb, expertUserId: number): Promise<GuardrailExpert | undefined> {
  const profile = await findProfileByUserId(db, expertUserId);
  return profile && { userId: expertUserId, name: profile.name, image: profile.profileImage };
}

/** The caller's guardrails, one per expert, oldest first. */
export async function listMyGuardrails(db: AppDb, followerUserId: number): Promise<CopyGuardrail[]> {
  const rows = await listGuardrails(db, followerUserId);
  const answers: CopyGuardrail[] = [];
  for (const { guardrail, expertName, expertImage } of rows) {
    answers.push(
      await withStanding(db, guardrail, {
        userId: guardrail.expertUserId,
        name: expertName,
        image: expertImage,
      }),
    );
  }
  return answers;
}

export async function getGuardrail(db: AppDb, followerUserId: number, expertUserId: number) {
  const row = await findGuardrail(db, followerUserId, expertUserId);
  if (!row) throw notFound(COPY_GUARDRAIL_MESSAGES.notFound);
  const expert = (await expertOf(db, expertUserId)) ?? { userId: expertUserId, name: null, image: null };
  return withStanding(db, row, expert);
}

/**
 * Sets the caller's guardrail for an expert, anew: a tripped copy stop is reset, and the copy stop
 * counts the copies closed from now on. Copies already open stay as they are.
 */
export async function setGuardrail(
  db: AppDb,
  followerUserId: number,
  expertUserId: number,
  settings: CopyGuardrailSettings,
): Promise<CopyGuardrail> {
  if (expertUserId === followerUserId) throw badRequest(COPY_GUARDRAIL_MESSAGES.notYourself);
  const expert = await expertOf(db, expertUserId);
  if (!expert) throw notFound(COPY_GUARDRAIL_MESSAGES.expertNotFound);
  const row = await upsertGuardrail(db, followerUserId, expertUserId, settings, new Date());
  return withStanding(db, row, expert);
}

export async function removeGuardrail(db: AppDb, followerUserId: number, expertUserId: number) {
  if (!(await deleteGuardrail(db, followerUserId, expertUserId)))
    throw notFound(COPY_GUARDRAIL_MESSAGES.notFound);
}
