/** The copy guardrails page's path, kept apart so the route table, the account menu and the notifications share it. */
export const COPY_GUARDRAILS_PATH = '/copy-guardrails';
