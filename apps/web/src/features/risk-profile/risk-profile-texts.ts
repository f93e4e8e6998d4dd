import {
  RISK_CATEGORY_LABELS,
  type RiskCategory,
  SEBI_FNO_LOSS_STUDY,
  type SuitabilityLevel,
} from '@tradecircle/domain';

/** The risk profile's words, in one place for the page, the cards' note and the copy confirmation. */
export const RISK_PROFILE_TEXTS = {
  pageTitle: 'Your risk profile',
  intro:
    'Six short questions about your horizon, how you take losses, your experience and what you can afford to risk. The answer marks the calls that go beyond it.',
  submit: 'See my risk profile',
  retake: 'Retake the questionnaire',
  saveFailed: 'Your answers could not be saved. Please try again.',
  loadFailed: 'Your risk profile could not be loaded.',
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  resultHeading: (category: RiskCategory) => `${RISK_CATEGORY_LABELS[category]} investor`,
  notedHeading: 'Calls that carry a note for you',
  nothingNoted: 'No call carries a note for you.',
  levelName: { caution: 'Caution', unsuitable: 'Unsuitable' } satisfies Record<SuitabilityLevel, string>,
  note: (level: SuitabilityLevel, category: RiskCategory) =>
    level === 'unsuitable'
      ? `Unsuitable for your ${RISK_CATEGORY_LABELS[category].toLowerCase()} risk profile`
      : `Caution for your ${RISK_CATEGORY_LABELS[category].toLowerCase()} risk profile`,
  whyShow: 'Why?',
  whyHide: 'Hide',
  invite: 'Is this F&O call right for you?',
  inviteLink: 'Take the risk questionnaire',
  copyTitle: (level: SuitabilityLevel) =>
    level === 'unsuitable' ? 'This call exceeds your risk profile' : 'Check this call before copying',
  copyIntro: (level: SuitabilityLevel, category: RiskCategory) =>
    `Your risk profile is ${RISK_CATEGORY_LABELS[category].toLowerCase()}. This call is marked ${
      level === 'unsuitable' ? 'unsuitable' : 'for caution'
    } for it:`,
  inviteTitle: 'Is this call right for you?',
  inviteText: `You have not taken the risk questionnaire yet. Futures and options can lose more than you expect: ${SEBI_FNO_LOSS_STUDY}.`,
  copyAnyway: 'Copy anyway',
  cancel: 'Cancel',
} as const;
