/** Risk profile answers for tests (not shipped: only tests import it), checked against the wire schema. */
import {
  type RiskCategory,
  type RiskProfileAnswers,
  RiskProfileResponseSchema,
  scoreRiskProfile,
} from '@tradecircle/domain';
import { json } from '../../test-render.tsx';

export const RISK_PROFILE_API = '/backend/api/risk-profile/';

/** Answers giving each category (scored by the domain's rule, not assumed). */
export const ANSWERS_FOR: Record<RiskCategory, RiskProfileAnswers> = {
  conservative: {
    horizon: '1_to_3_years',
    loss_tolerance: 'sell_all',
    experience: 'under_2_years',
    fno_experience: 'never',
    savings_at_risk: '25_to_50',
    primary_goal: 'preserve',
  },
  moderate: {
    horizon: '3_to_5_years',
    loss_tolerance: 'hold',
    experience: '2_to_5_years',
    fno_experience: 'never',
    savings_at_risk: '10_to_25',
    primary_goal: 'growth',
  },
  aggressive: {
    horizon: 'over_5_years',
    loss_tolerance: 'buy_more',
    experience: 'over_5_years',
    fno_experience: 'regularly',
    savings_at_risk: 'under_10',
    primary_goal: 'high_returns',
  },
};

export function riskProfileBody(category: RiskCategory | null) {
  if (category === null)
    return RiskProfileResponseSchema.parse({ category: null, score: null, answers: null, updated_at: null });
  const answers = ANSWERS_FOR[category];
  return RiskProfileResponseSchema.parse({
    ...scoreRiskProfile(answers),
    answers,
    updated_at: '2026-11-30T10:00:00.000Z',
  });
}

/** The GET answer for a viewer of `category` (null: never answered). */
export const riskProfileAnswer = (category: RiskCategory | null) => () =>
  json(200, riskProfileBody(category));
