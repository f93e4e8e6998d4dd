import type { RiskProfileResponse } from '@tradecircle/domain';
import type { RiskProfileRow } from './risk-profile.repository.ts';

/** What a user who never answered the questionnaire reads. */
export const NO_RISK_PROFILE: RiskProfileResponse = {
  category: null,
  score: null,
  answers: null,
  updated_at: null,
};

export function presentRiskProfile(row: RiskProfileRow | undefined): RiskProfileResponse {
  if (!row) return NO_RISK_PROFILE;
  return {
    category: row.category,
    score: row.score,
    answers: row.answers,
    updated_at: row.updatedAt.toISOString(),
  };
}
