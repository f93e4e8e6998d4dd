import { describe, expect, it } from 'vitest';
import {
  invitesRiskProfile,
  notedCallsFor,
  RISK_QUESTIONS,
  type RiskCategory,
  type RiskProfileAnswers,
  riskAnswerProblems,
  SEBI_FNO_LOSS_STUDY,
  type SuitabilityTrade,
  scoreRiskProfile,
  suitabilityOf,
  TOP_RISK_SCORE,
} from './risk-profile.ts';

/** Lowest-scoring answers everywhere (score 0), then the overrides. */
const answers = (overrides: Partial<RiskProfileAnswers> = {}): RiskProfileAnswers => ({
  horizon: 'under_1_year',
  loss_tolerance: 'sell_all',
  experience: 'none',
  fno_experience: 'never',
  savings_at_risk: 'over_half',
  primary_goal: 'preserve',
  ...overrides,
});

const HIGHEST: RiskProfileAnswers = {
  horizon: 'over_5_years',
  loss_tolerance: 'buy_more',
  experience: 'over_5_years',
  fno_experience: 'regularly',
  savings_at_risk: 'under_10',
  primary_goal: 'high_returns',
};

describe('the questionnaire', () => {
  it('keeps its ids: stored answers name them', () => {
    expect(RISK_QUESTIONS.map((question) => question.id)).toEqual([
      'horizon',
      'loss_tolerance',
      'experience',
      'fno_experience',
      'savings_at_risk',
      'primary_goal',
    ]);
    for (const question of RISK_QUESTIONS) {
      const ids = question.choices.map((choice) => choice.id);
      expect(new Set(ids).size, question.id).toBe(ids.length);
    }
    expect(TOP_RISK_SCORE).toBe(17);
  });
});

describe('scoreRiskProfile', () => {
  it('sums the points: 0 for the most careful answers, 17 for the boldest', () => {
    expect(scoreRiskProfile(answers())).toEqual({ score: 0, category: 'conservative' });
    expect(scoreRiskProfile(HIGHEST)).toEqual({ score: 17, category: 'aggressive' });
  });

  it('maps the score by its bands: up to 6 conservative, up to 12 moderate, from 13 aggressive', () => {
    // Holding through a fall (2) and some F&O (1) lift the caps; the rest tunes the score.
    const base = { loss_tolerance: 'hold', fno_experience: 'a_few_times' } as const;
    expect(
      scoreRiskProfile(answers({ ...base, horizon: '3_to_5_years', experience: 'under_2_years' })),
    ).toEqual({ score: 6, category: 'conservative' });
    expect(
      scoreRiskProfile(answers({ ...base, horizon: '3_to_5_years', experience: '2_to_5_years' })),
    ).toEqual({ score: 7, category: 'moderate' });
    const twelve = answers({
      ...base,
      horizon: 'over_5_years',
      experience: 'over_5_years',
      savings_at_risk: '10_to_25',
      primary_goal: 'income',
    });
    expect(scoreRiskProfile(twelve)).toEqual({ score: 12, category: 'moderate' });
    expect(scoreRiskProfile({ ...twelve, primary_goal: 'growth' })).toEqual({
      score: 13,
      category: 'aggressive',
    });
  });

  it('caps the category by answers whatever the score', () => {
    expect(scoreRiskProfile({ ...HIGHEST, loss_tolerance: 'sell_all' })).toEqual({
      score: 14,
      category: 'conservative',
    });
    expect(scoreRiskProfile({ ...HIGHEST, loss_tolerance: 'sell_some' })).toEqual({
      score: 15,
      category: 'moderate',
    });
    expect(scoreRiskProfile({ ...HIGHEST, fno_experience: 'never' })).toEqual({
      score: 15,
      category: 'moderate',
    });
  });

  it('refuses missing, unknown and extra answers, naming each', () => {
    const { horizon: _left, ...missing } = answers();
    expect(() => scoreRiskProfile(missing)).toThrow(
      'Answer horizon: choose one of under_1_year, 1_to_3_years, 3_to_5_years, over_5_years',
    );
    expect(riskAnswerProblems({ ...answers(), loss_tolerance: 'panic', mood: 'good' })).toEqual([
      {
        field: 'loss_tolerance',
        message:
          '"panic" is not an answer to loss_tolerance: choose one of sell_all, sell_some, hold, buy_more',
      },
      { field: 'mood', message: '"mood" is not a question of the risk profile' },
    ]);
    expect(riskAnswerProblems({ ...answers(), experience: 3 }).map((problem) => problem.message)).toEqual([
      'That is not an answer to experience: choose one of none, under_2_years, 2_to_5_years, over_5_years',
    ]);
    expect(riskAnswerProblems({})).toHaveLength(RISK_QUESTIONS.length);
    expect(riskAnswerProblems(answers())).toEqual([]);
  });
});

const trade = (overrides: Partial<SuitabilityTrade> = {}): SuitabilityTrade => ({
  instrument_type: 'EQ',
  is_equity_trade: true,
  trade_type: 'Buy',
  product: null,
  duration: 4,
  ...overrides,
});
const FUTURE = trade({ instrument_type: 'FUT', is_equity_trade: false, product: 'NRML', duration: 2 });
const CALL_BOUGHT = trade({ instrument_type: 'CE', is_equity_trade: false, product: 'NRML', duration: 2 });
const PUT_SOLD = trade({
  instrument_type: 'PE',
  is_equity_trade: false,
  trade_type: 'Sell',
  product: 'NRML',
  duration: 2,
});
const levelFor = (category: RiskCategory, call: SuitabilityTrade) =>
  suitabilityOf(category, call)?.level ?? null;

describe('suitabilityOf', () => {
  it('gives equity delivery no note for any profile, and no call a note without a profile', () => {
    for (const category of ['conservative', 'moderate', 'aggressive'] as const) {
      expect(suitabilityOf(category, trade())).toBeNull();
      expect(suitabilityOf(category, trade({ instrument_type: 'INDEX', duration: 3 }))).toBeNull();
    }
    expect(suitabilityOf(null, FUTURE)).toBeNull();
    expect(suitabilityOf(undefined, PUT_SOLD)).toBeNull();
  });

  it('marks F&O unsuitable for a conservative profile, with the reason and SEBI’s FY25 study', () => {
    expect(suitabilityOf('conservative', FUTURE)).toEqual({
      level: 'unsuitable',
      reasons: [
        'Futures are leveraged: a move against the call can lose more than the margin put up',
        SEBI_FNO_LOSS_STUDY,
      ],
    });
    expect(levelFor('conservative', CALL_BOUGHT)).toBe('unsuitable');
    expect(levelFor('conservative', PUT_SOLD)).toBe('unsuitable');
    expect(SEBI_FNO_LOSS_STUDY).toBe('SEBI found 91% of individual F&O traders lost money in FY25');
  });

  it('cautions a moderate profile on futures and bought options, and refuses it sold options', () => {
    expect(levelFor('moderate', FUTURE)).toBe('caution');
    expect(suitabilityOf('moderate', CALL_BOUGHT)).toEqual({
      level: 'caution',
      reasons: ['An option bought can expire worthless, losing the whole premium paid', SEBI_FNO_LOSS_STUDY],
    });
    expect(levelFor('moderate', PUT_SOLD)).toBe('unsuitable');
  });

  it('leaves an aggressive profile only a caution on sold options', () => {
    expect(levelFor('aggressive', FUTURE)).toBeNull();
    expect(levelFor('aggressive', CALL_BOUGHT)).toBeNull();
    expect(levelFor('aggressive', trade({ duration: 1, trade_type: 'Sell' }))).toBeNull();
    expect(levelFor('aggressive', PUT_SOLD)).toBe('caution');
  });

  it('marks intraday/BTST calls and short sales unsuitable for a conservative profile only', () => {
    const intraday = trade({ duration: 1 });
    expect(suitabilityOf('conservative', intraday)).toEqual({
      level: 'unsuitable',
      reasons: ['Intraday and BTST calls close within a day or two and need watching through the session'],
    });
    expect(levelFor('moderate', intraday)).toBeNull();
    const shortSale = trade({ trade_type: 'Sell' });
    expect(levelFor('conservative', shortSale)).toBe('unsuitable');
    expect(levelFor('moderate', shortSale)).toBe('caution');
  });

  it('gives an MIS (intraday) F&O call both reasons for a conservative profile, the F&O one for a moderate', () => {
    const misFuture = { ...FUTURE, product: 'MIS' as const };
    expect(suitabilityOf('conservative', misFuture)?.reasons).toEqual([
      'Futures are leveraged: a move against the call can lose more than the margin put up',
      'Intraday and BTST calls close within a day or two and need watching through the session',
      SEBI_FNO_LOSS_STUDY,
    ]);
    expect(suitabilityOf('moderate', misFuture)?.reasons).toEqual([
      'Futures are leveraged: a move against the call can lose more than the margin put up',
      SEBI_FNO_LOSS_STUDY,
    ]);
  });

  it('lists for each profile the calls that carry a note, from the same rules', () => {
    expect(notedCallsFor('aggressive')).toEqual([{ label: 'Options sold', level: 'caution' }]);
    expect(notedCallsFor('conservative').every((noted) => noted.level === 'unsuitable')).toBe(true);
    expect(notedCallsFor('conservative')).toHaveLength(5);
    expect(notedCallsFor('moderate').map((noted) => `${noted.label}: ${noted.level}`)).toEqual([
      'Futures: caution',
      'Options bought: caution',
      'Options sold: unsuitable',
      'Short sales of shares: caution',
    ]);
  });

  it('invites a viewer without a profile to the questionnaire on F&O calls only', () => {
    expect(invitesRiskProfile(FUTURE)).toBe(true);
    expect(invitesRiskProfile(PUT_SOLD)).toBe(true);
    expect(invitesRiskProfile(trade({ duration: 1 }))).toBe(false);
  });
});
