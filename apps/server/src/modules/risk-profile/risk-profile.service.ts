import { RISK_QUESTIONS, type RiskProfileResponse, scoreRiskProfile } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import { presentRiskProfile } from './risk-profile.presenter.ts';
import { findRiskProfile, upsertRiskProfile } from './risk-profile.repository.ts';

export async function readRiskProfile(db: AppDb, userId: number): Promise<RiskProfileResponse> {
  return presentRiskProfile(await findRiskProfile(db, userId));
}

/**
 * Scores the answers with the domain's rule and stores them as the user's profile. The body schema
 * has already refused incomplete or unknown answers; the scorer is asked again so that nothing
 * reaches the table it would refuse.
 */
export async function saveRiskProfile(
  db: AppDb,
  userId: number,
  answers: Readonly<Record<string, unknown>>,
  now = new Date(),
): Promise<RiskProfileResponse> {
  let result: ReturnType<typeof scoreRiskProfile>;
  try {
    result = scoreRiskProfile(answers);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'Answer every question of the risk profile');
  }
  // The scorer accepted one known choice id per question and nothing else: keep them in question order.
  const stored = Object.fromEntries(
    RISK_QUESTIONS.map((question) => [question.id, String(answers[question.id])]),
  );
  const row = await upsertRiskProfile(db, { userId, answers: stored, ...result, now });
  return presentRiskProfile(row);
}
