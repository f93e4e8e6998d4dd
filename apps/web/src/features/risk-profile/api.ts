/** The risk profile calls (issue 33), typed by the domain's endpoint declarations. */
import { type PutRiskProfileBody, RISK_PROFILE_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/**
 * The caller's profile. A 404 is handled by the caller: the page shows its own error state, and a
 * trade card simply shows no note, rather than a snackbar on every feed.
 */
export function fetchRiskProfile(signal?: AbortSignal) {
  return call(RISK_PROFILE_ENDPOINTS.riskProfile, { signal, handledStatuses: [404] });
}

/** A 400 (an answer the server refuses) is shown by the questionnaire itself. */
export function saveRiskProfile(body: PutRiskProfileBody) {
  return call(RISK_PROFILE_ENDPOINTS.saveRiskProfile, { body, handledStatuses: [400] });
}
