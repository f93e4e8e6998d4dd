/** Webinar calls (groups-and-payments.md §7; packages/domain WEBINAR_ENDPOINTS). */
import {
  type OrderAnswer,
  WEBINAR_ENDPOINTS,
  type Webinar,
  type WebinarAnswer,
  type WebinarPaymentAnswer,
  type WebinarPaymentPatch,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** Guests may read the list; a signed-in caller gets their own flags and links. */
export async function fetchWebinars(signal?: AbortSignal): Promise<Webinar[]> {
  const answer = await call(WEBINAR_ENDPOINTS.listWebinars, { auth: 'optional', signal, keepPrevious: true });
  return answer.message;
}

/** The Add Webinar form as multipart (the optional cover picture rides along). */
export function createWebinar(form: FormData): Promise<WebinarAnswer> {
  return call(WEBINAR_ENDPOINTS.createWebinar, { body: form, keepPrevious: true, handledStatuses: [403] });
}

export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
}

/**
 * A free webinar's registration: a signed-in user sends the webinar alone, a guest their name, email
 * and phone too. Refusals (closed, own, already registered, paid) are the caller's to show.
 */
export function registerForWebinar(webinarId: number, guest?: GuestDetails): Promise<WebinarAnswer> {
  return call(WEBINAR_ENDPOINTS.registerWebinar, {
    auth: 'optional',
    body: { webinar: webinarId, ...guest },
    keepPrevious: true,
    handledStatuses: [403, 404, 409],
  });
}

/** A paid webinar's order (create-webinar-payment): priced by the server, what the checkout opens with. */
export function createWebinarPayment(webinarId: number): Promise<OrderAnswer> {
  return call(WEBINAR_ENDPOINTS.createWebinarPayment, {
    body: { webinar: webinarId },
    handledStatuses: [400, 403, 404, 409],
  });
}

/** The checkout's outcome for a webinar order (update-webinar-payment): payment_data.status. */
export function updateWebinarPayment(outcome: WebinarPaymentPatch): Promise<WebinarPaymentAnswer> {
  return call(WEBINAR_ENDPOINTS.updateWebinarPayment, {
    body: outcome,
    // A failure report may race the next attempt's success report: neither cancels the other.
    keepPrevious: true,
    handledStatuses: [400, 403, 404, 409],
  });
}
