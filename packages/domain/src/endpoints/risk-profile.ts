import type { PutRiskProfileBodySchema, RiskProfileResponseSchema } from '../schemas/risk-profile.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** The risk profile (issue 33, /questions): the caller's own, read and answered; no user id in the path. */
export const RISK_PROFILE_ENDPOINTS = {
  riskProfile: endpoint<{ response: Out<typeof RiskProfileResponseSchema> }>('GET', '/api/risk-profile/'),
  saveRiskProfile: endpoint<{
    body: In<typeof PutRiskProfileBodySchema>;
    response: Out<typeof RiskProfileResponseSchema>;
  }>('PUT', '/api/risk-profile/'),
} as const;
