import type {
  CopyGuardrailSchema,
  CopyGuardrailSettingsSchema,
  ExpertUserIdParamsSchema,
} from '../guardrails/copy-guardrails.ts';
import type { CreatePriceAlertRequestSchema, PriceAlertSchema } from '../guardrails/price-alerts.ts';
import type { IdParamsSchema } from '../schemas/record-id.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type ExpertPath = In<typeof ExpertUserIdParamsSchema>;

/** Copy guardrails (docs/api.md "Copy guardrails and price alerts"): the caller's, per expert they copy. */
export const COPY_GUARDRAIL_ENDPOINTS = {
  myGuardrails: endpoint<{ response: Out<typeof CopyGuardrailSchema>[] }>('GET', '/api/copy-guardrails/'),
  guardrail: endpoint<{ params: ExpertPath; response: Out<typeof CopyGuardrailSchema> }>(
    'GET',
    '/api/copy-guardrails/:expertUserId/',
  ),
  /** Sets (or sets again, which resets a tripped copy stop) the guardrail for one expert. */
  setGuardrail: endpoint<{
    params: ExpertPath;
    body: In<typeof CopyGuardrailSettingsSchema>;
    response: Out<typeof CopyGuardrailSchema>;
  }>('PUT', '/api/copy-guardrails/:expertUserId/'),
  /** 204, no body. */
  removeGuardrail: endpoint<{ params: ExpertPath; response: undefined }>(
    'DELETE',
    '/api/copy-guardrails/:expertUserId/',
  ),
} as const;

/** Price alerts (docs/api.md "Copy guardrails and price alerts"): the caller's own. */
export const PRICE_ALERT_ENDPOINTS = {
  myAlerts: endpoint<{ response: Out<typeof PriceAlertSchema>[] }>('GET', '/api/price-alerts/'),
  createAlert: endpoint<{
    body: In<typeof CreatePriceAlertRequestSchema>;
    response: Out<typeof PriceAlertSchema>;
  }>('POST', '/api/price-alerts/'),
  /** 204, no body. */
  removeAlert: endpoint<{ params: In<typeof IdParamsSchema>; response: undefined }>(
    'DELETE',
    '/api/price-alerts/:id/',
  ),
} as const;
