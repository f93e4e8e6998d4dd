import { z } from 'zod';
import { RISK_CATEGORIES, RISK_QUESTIONS, riskAnswerProblems } from '../investor/risk-profile.ts';

/** The risk profile (issue 33, /questions): the caller's answers, score and category. */

/**
 * One answer per question, each a choice id: `{ horizon: 'over_5_years', ... }`. Every missing,
 * unknown or extra answer is an issue of its own, on its question's field.
 */
export const RiskProfileAnswersSchema = z
  .record(z.string(), z.unknown(), { message: 'answers must be an object of question ids to choice ids' })
  .superRefine((answers, ctx) => {
    // A body of thousands of keys gets one message, not one per key.
    if (Object.keys(answers).length > RISK_QUESTIONS.length * 2) {
      ctx.addIssue({ code: 'custom', message: 'Send one answer per question of the risk profile' });
      return;
    }
    for (const { field, message } of riskAnswerProblems(answers))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

export const PutRiskProfileBodySchema = z.object({ answers: RiskProfileAnswersSchema });
export type PutRiskProfileBody = z.input<typeof PutRiskProfileBodySchema>;

/**
 * The caller's profile; every field null until the questionnaire is answered. The questions
 * themselves are the domain's RISK_QUESTIONS, which the web renders directly.
 */
export const RiskProfileResponseSchema = z.object({
  category: z.enum(RISK_CATEGORIES).nullable(),
  score: z.number().int().nullable(),
  answers: z.record(z.string(), z.string()).nullable(),
  updated_at: z.string().nullable(),
});
export type RiskProfileResponse = z.infer<typeof RiskProfileResponseSchema>;
