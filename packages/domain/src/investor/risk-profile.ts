import { isDerivativeInstrument } from '../constants/market.ts';
import type { Trade } from '../schemas/trade.ts';

/**
 * The risk profile (issue 33, /questions): a short questionnaire whose points sum to a score, the
 * score's band giving a category, and the suitability rule that marks the calls exceeding it.
 * Question and choice ids are stored with each answer set: keep them stable, add new ones instead.
 */

export const RISK_CATEGORIES = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const RISK_CATEGORY_LABELS: Record<RiskCategory, string> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  aggressive: 'Aggressive',
};

/** What each category means, in the result card's words. */
export const RISK_CATEGORY_DESCRIPTIONS: Record<RiskCategory, string> = {
  conservative:
    'You put keeping your capital first and would rather give up some return than see large swings.',
  moderate: 'You accept ups and downs for growth over the years, within limits you can live with.',
  aggressive: 'You accept large swings and possible losses in pursuit of higher returns, and you know F&O.',
};

export const RISK_QUESTIONS = [
  {
    id: 'horizon',
    question: 'How long do you plan to keep this money invested?',
    choices: [
      { id: 'under_1_year', label: 'Less than a year', points: 0 },
      { id: '1_to_3_years', label: '1 to 3 years', points: 1 },
      { id: '3_to_5_years', label: '3 to 5 years', points: 2 },
      { id: 'over_5_years', label: 'More than 5 years', points: 3 },
    ],
  },
  {
    id: 'loss_tolerance',
    question: 'Your investments fall 20% in a month. What do you do?',
    choices: [
      { id: 'sell_all', label: 'Sell everything to stop the loss', points: 0 },
      { id: 'sell_some', label: 'Sell some of them', points: 1 },
      { id: 'hold', label: 'Hold and wait for a recovery', points: 2 },
      { id: 'buy_more', label: 'Buy more at the lower price', points: 3 },
    ],
  },
  {
    id: 'experience',
    question: 'How long have you been investing in shares?',
    choices: [
      { id: 'none', label: 'I have not invested yet', points: 0 },
      { id: 'under_2_years', label: 'Less than 2 years', points: 1 },
      { id: '2_to_5_years', label: '2 to 5 years', points: 2 },
      { id: 'over_5_years', label: 'More than 5 years', points: 3 },
    ],
  },
  {
    id: 'fno_experience',
    question: 'Have you traded futures or options (F&O)?',
    choices: [
      { id: 'never', label: 'Never', points: 0 },
      { id: 'a_few_times', label: 'A few times', points: 1 },
      { id: 'regularly', label: 'Regularly, for more than a year', points: 2 },
    ],
  },
  {
    id: 'savings_at_risk',
    question: 'What share of your savings is the money you would trade with here?',
    choices: [
      { id: 'over_half', label: 'More than half', points: 0 },
      { id: '25_to_50', label: '25% to 50%', points: 1 },
      { id: '10_to_25', label: '10% to 25%', points: 2 },
      { id: 'under_10', label: 'Less than 10%', points: 3 },
    ],
  },
  {
    id: 'primary_goal',
    question: 'What is your main goal?',
    choices: [
      {
        id: 'preserve',
        label: 'Keep my money safe while earning a little more than a fixed deposit',
        points: 0,
      },
      { id: 'income', label: 'A steady income', points: 1 },
      { id: 'growth', label: 'Grow my wealth over the years', points: 2 },
      { id: 'high_returns', label: 'High returns, accepting big swings', points: 3 },
    ],
  },
] as const;

export type RiskQuestion = (typeof RISK_QUESTIONS)[number];
export type RiskQuestionId = RiskQuestion['id'];
/** One answer per question: the chosen choice's id. */
export type RiskProfileAnswers = Record<RiskQuestionId, string>;

export const RISK_QUESTION_IDS: readonly RiskQuestionId[] = RISK_QUESTIONS.map((question) => question.id);

/** The highest score: every question's highest-scoring choice (17). */
export const TOP_RISK_SCORE = RISK_QUESTIONS.reduce<number>(
  (sum, question) => sum + Math.max(...question.choices.map((choice) => choice.points)),
  0,
);

/**
 * The score's bands, lowest first: a score belongs to the first band whose `upTo` it does not pass.
 * 0-6 conservative, 7-12 moderate, 13-17 aggressive.
 */
export const RISK_SCORE_BANDS: readonly { category: RiskCategory; upTo: number }[] = [
  { category: 'conservative', upTo: 6 },
  { category: 'moderate', upTo: 12 },
  { category: 'aggressive', upTo: TOP_RISK_SCORE },
];

/**
 * Answers that cap the category whatever the score: someone who would sell everything after a 20%
 * fall is conservative, one who would sell some at most moderate, and nobody who has never traded
 * F&O is aggressive (the aggressive profile is the one F&O calls carry no note for).
 */
export const RISK_CATEGORY_CAPS: readonly { question: RiskQuestionId; choice: string; cap: RiskCategory }[] =
  [
    { question: 'loss_tolerance', choice: 'sell_all', cap: 'conservative' },
    { question: 'loss_tolerance', choice: 'sell_some', cap: 'moderate' },
    { question: 'fno_experience', choice: 'never', cap: 'moderate' },
  ];

export type RiskProfileScore = { score: number; category: RiskCategory };

const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;

export type RiskAnswerProblem = { field: string; message: string };

/**
 * What is wrong with an answer set, one problem per question or stray key (`field`), or [] when
 * every question has one known answer and nothing else was sent.
 */
export function riskAnswerProblems(answers: Readonly<Record<string, unknown>>): RiskAnswerProblem[] {
  const problems: RiskAnswerProblem[] = [];
  for (const question of RISK_QUESTIONS) {
    const given = answers[question.id];
    const choices = question.choices.map((choice) => choice.id).join(', ');
    if (given === undefined || given === null || given === '') {
      problems.push({ field: question.id, message: `Answer ${question.id}: choose one of ${choices}` });
    } else if (typeof given !== 'string' || !question.choices.some((choice) => choice.id === given)) {
      const shown = typeof given === 'string' ? quoted(given) : 'That';
      problems.push({
        field: question.id,
        message: `${shown} is not an answer to ${question.id}: choose one of ${choices}`,
      });
    }
  }
  for (const key of Object.keys(answers)) {
    if (!(RISK_QUESTION_IDS as readonly string[]).includes(key))
      problems.push({ field: key, message: `${quoted(key)} is not a question of the risk profile` });
  }
  return problems;
}

const rankOf = (category: RiskCategory) => RISK_CATEGORIES.indexOf(category);

/**
 * The answers' score (their points summed) and category (the score's band, lowered to any cap an
 * answer sets). Throws a RangeError naming every missing or unknown answer.
 */
export function scoreRiskProfile(answers: Readonly<Record<string, unknown>>): RiskProfileScore {
  const problems = riskAnswerProblems(answers);
  if (problems.length > 0) throw new RangeError(problems.map((problem) => problem.message).join('; '));
  let score = 0;
  for (const question of RISK_QUESTIONS) {
    score += question.choices.find((choice) => choice.id === answers[question.id])!.points;
  }
  let category = RISK_SCORE_BANDS.find((band) => score <= band.upTo)!.category;
  for (const { question, choice, cap } of RISK_CATEGORY_CAPS) {
    if (answers[question] === choice && rankOf(cap) < rankOf(category)) category = cap;
  }
  return { score, category };
}

// --- Suitability -------------------------------------------------------------------------------

export const SUITABILITY_LEVELS = ['caution', 'unsuitable'] as const;
export type SuitabilityLevel = (typeof SUITABILITY_LEVELS)[number];

/** The trade's wire fields the rule reads. */
export type SuitabilityTrade = Pick<
  Trade,
  'instrument_type' | 'is_equity_trade' | 'trade_type' | 'product' | 'duration'
>;

export type Suitability = { level: SuitabilityLevel; reasons: string[] };

/** The Intra-day-BTST holding duration (TRADE_DURATIONS id 1): a call closed within a day or two. */
const INTRADAY_BTST_DURATION_ID = 1;

/** SEBI's study of the equity F&O segment (July 2025), quoted under every F&O call that carries a note. */
export const SEBI_FNO_LOSS_STUDY = 'SEBI found 91% of individual F&O traders lost money in FY25';

const isFnoCall = (trade: SuitabilityTrade) =>
  isDerivativeInstrument(trade.instrument_type) || !trade.is_equity_trade;
const isOption = (trade: SuitabilityTrade) =>
  trade.instrument_type === 'CE' || trade.instrument_type === 'PE';

export type SuitabilityRule = {
  id: string;
  /** The kind of call, as the result card lists it. */
  label: string;
  applies: (trade: SuitabilityTrade) => boolean;
  /** The note each category gets; a category missing here gets none. */
  levels: Partial<Record<RiskCategory, SuitabilityLevel>>;
  reason: string;
  isFno: boolean;
};

/**
 * When a call exceeds a profile (docs: /tmp/brief/docs-risk-profile.md). Equity delivery (shares
 * bought and held past the next day) suits every profile and matches no rule. F&O exceeds a
 * conservative profile; futures and bought options are a caution for a moderate one, options sold
 * (a capped premium against a loss with no ceiling) unsuitable, and a caution even for an aggressive
 * one. Intraday/BTST calls and short sales of shares exceed a conservative profile.
 */
export const SUITABILITY_RULES: readonly SuitabilityRule[] = [
  {
    id: 'futures',
    label: 'Futures',
    applies: (trade) => isFnoCall(trade) && !isOption(trade),
    levels: { conservative: 'unsuitable', moderate: 'caution' },
    reason: 'Futures are leveraged: a move against the call can lose more than the margin put up',
    isFno: true,
  },
  {
    id: 'options_bought',
    label: 'Options bought',
    applies: (trade) => isOption(trade) && trade.trade_type === 'Buy',
    levels: { conservative: 'unsuitable', moderate: 'caution' },
    reason: 'An option bought can expire worthless, losing the whole premium paid',
    isFno: true,
  },
  {
    id: 'options_sold',
    label: 'Options sold',
    applies: (trade) => isOption(trade) && trade.trade_type === 'Sell',
    levels: { conservative: 'unsuitable', moderate: 'unsuitable', aggressive: 'caution' },
    reason: 'Selling an option earns a capped premium against a loss with no ceiling',
    isFno: true,
  },
  {
    id: 'intraday',
    label: 'Intraday and BTST calls',
    applies: (trade) => trade.duration === INTRADAY_BTST_DURATION_ID || trade.product === 'MIS',
    levels: { conservative: 'unsuitable' },
    reason: 'Intraday and BTST calls close within a day or two and need watching through the session',
    isFno: false,
  },
  {
    id: 'short_sale',
    label: 'Short sales of shares',
    applies: (trade) => !isFnoCall(trade) && trade.trade_type === 'Sell',
    levels: { conservative: 'unsuitable', moderate: 'caution' },
    reason: 'A short sale loses more the higher the price goes, without a limit',
    isFno: false,
  },
];

/** The rules that give `category` a note, with the note: what the result card lists. */
export function notedCallsFor(category: RiskCategory): { label: string; level: SuitabilityLevel }[] {
  return SUITABILITY_RULES.flatMap((rule) => {
    const level = rule.levels[category];
    return level ? [{ label: rule.label, level }] : [];
  });
}

/**
 * The note a call carries for a viewer of `category`, or null when it suits them. No profile: null
 * (the web invites taking the questionnaire instead, see invitesRiskProfile). The reasons follow
 * SUITABILITY_RULES' order; SEBI's F&O study closes the list of an F&O call.
 */
export function suitabilityOf(
  category: RiskCategory | null | undefined,
  trade: SuitabilityTrade,
): Suitability | null {
  if (!category) return null;
  const matched = SUITABILITY_RULES.flatMap((rule) => {
    const level = rule.levels[category];
    return level && rule.applies(trade) ? [{ rule, level }] : [];
  });
  if (matched.length === 0) return null;
  const isUnsuitable = matched.some(({ level }) => level === 'unsuitable');
  const reasons = matched.map(({ rule }) => rule.reason);
  if (matched.some(({ rule }) => rule.isFno)) reasons.push(SEBI_FNO_LOSS_STUDY);
  return { level: isUnsuitable ? 'unsuitable' : 'caution', reasons };
}

/** A viewer without a profile is invited to take the questionnaire before an F&O call (card and copy). */
export function invitesRiskProfile(trade: SuitabilityTrade): boolean {
  return isFnoCall(trade);
}
