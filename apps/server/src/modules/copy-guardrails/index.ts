// Copy guardrails (issue 34, part 3; docs/metrics.md "Copy guardrails"; docs/api.md "Copy
// guardrails and price alerts"): per expert a follower copies, sizing, a maximum open exposure and a
// copy stop; the guard trades' create-trade calls on a copy, and the copy stop's recheck on a close.

export { copyGuards } from './copy-guard.ts';
export { copyGuardrailAudiences } from './copy-guardrails.audiences.ts';
export { type CopyGuardrailRoutesOptions, copyGuardrailRoutes } from './copy-guardrails.routes.ts';
export { copyGuardrailRecorders } from './copy-stop.recorders.ts';
