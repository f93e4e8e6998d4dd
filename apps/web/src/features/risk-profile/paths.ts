/** The risk questionnaire and its result (platform.md §2 route table: /questions). */
export const RISK_PROFILE_PATH = '/questions';
