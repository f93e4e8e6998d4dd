import { APP_NAME, type SebiUserType, type SebiVerification } from '@tradecircle/domain';

export const SEBI_REGISTRATION_TITLE = 'SEBI registration';

export const SEBI_REGISTRATION_COPY = {
  explanation:
    'Registered research analysts and investment advisers: record your SEBI registration once; every call you post then carries it in its disclosure.',
  add: 'Add registration',
  addTitle: 'Add SEBI registration',
  editTitle: 'Edit SEBI registration',
  saved: 'SEBI registration saved',
  removed: 'SEBI registration removed',
  removeTitle: 'Remove your SEBI registration?',
  removeBody:
    'Your profile loses its SEBI Registered badge, and the disclosure of every call you posted will say it was posted by an unregistered user. You can add the registration again later.',
  loadFailed: 'Your SEBI registration could not be loaded.',
  saveFailed: 'Your registration could not be saved. Check your connection and try again.',
  removeFailed: 'Your registration could not be removed. Check your connection and try again.',
} as const;

/** The form's and the card's names for the two kinds of registration. */
export const SEBI_USER_TYPE_LABELS: Record<SebiUserType, string> = {
  registered_analyst: 'Research Analyst (RA)',
  registered_investment_advisor: 'Investment Adviser (RIA)',
};

export const SEBI_VERIFICATION_LABELS: Record<SebiVerification, string> = {
  self_declared: `Self-declared: not yet verified by ${APP_NAME}`,
  verified: `Verified by ${APP_NAME}`,
  rejected: `Rejected by ${APP_NAME}: the SEBI Registered badge is off`,
};

/** A rejected registration as its owner sees it, with compliance's remark. */
export const sebiRejectedLabel = (remark: string) => `Rejected: ${remark}`;
