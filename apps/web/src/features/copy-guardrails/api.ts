/** The copy guardrails' and price alerts' calls (issue 34, part 3), typed by the domain's endpoint declarations. */
import {
  COPY_GUARDRAIL_ENDPOINTS,
  type CopyGuardrailSettings,
  type CreatePriceAlertRequest,
  PRICE_ALERT_ENDPOINTS,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export function fetchMyGuardrails(signal?: AbortSignal) {
  return call(COPY_GUARDRAIL_ENDPOINTS.myGuardrails, { signal });
}

/** A 400 (settings the server refuses) is shown by the form itself. */
export function saveGuardrail(expertUserId: number, body: CopyGuardrailSettings) {
  return call(COPY_GUARDRAIL_ENDPOINTS.setGuardrail, {
    params: { expertUserId },
    body,
    handledStatuses: [400],
  });
}

export function removeGuardrail(expertUserId: number) {
  return call(COPY_GUARDRAIL_ENDPOINTS.removeGuardrail, { params: { expertUserId } });
}

export function fetchMyPriceAlerts(signal?: AbortSignal) {
  return call(PRICE_ALERT_ENDPOINTS.myAlerts, { signal });
}

/** A 400 (a bad price, the limit reached) is shown by the form itself. */
export function createPriceAlert(body: CreatePriceAlertRequest) {
  return call(PRICE_ALERT_ENDPOINTS.createAlert, { body, handledStatuses: [400] });
}

export function removePriceAlert(id: number) {
  return call(PRICE_ALERT_ENDPOINTS.removeAlert, { params: { id } });
}
