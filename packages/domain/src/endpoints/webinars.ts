import type { OrderAnswerSchema } from '../schemas/payments.ts';
import type {
  WebinarAnswerSchema,
  WebinarFormSchema,
  WebinarListSchema,
  WebinarPaymentAnswerSchema,
  WebinarPaymentBodySchema,
  WebinarPaymentPatchSchema,
  WebinarRegisterSchema,
} from '../schemas/webinars.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** Webinars (groups-and-payments.md §7; docs/api.md "Webinars"). Paid registration: payments. */
export const WEBINAR_ENDPOINTS = {
  /** Every webinar not closed for more than a week, the soonest first; the caller's flags if signed in. */
  listWebinars: endpoint<{ response: Out<typeof WebinarListSchema> }>('GET', '/trending/get-webinar/'),
  createWebinar: endpoint<{
    body: FormData | In<typeof WebinarFormSchema>;
    response: Out<typeof WebinarAnswerSchema>;
  }>('POST', '/trending/create-webinar/'),
  /** A free webinar: a signed-in user in one click, a guest with name, email and phone. */
  registerWebinar: endpoint<{
    body: FormData | In<typeof WebinarRegisterSchema>;
    response: Out<typeof WebinarAnswerSchema>;
  }>('POST', '/trending/register-webinar/'),
  /** A paid webinar's order (signed in, not one's own, not closed, not registered): what the checkout opens with. */
  createWebinarPayment: endpoint<{
    body: In<typeof WebinarPaymentBodySchema>;
    response: Out<typeof OrderAnswerSchema>;
  }>('POST', '/trending/create-webinar-payment/'),
  /** The checkout's outcome for a webinar order: verified, then granted once (the registration). */
  updateWebinarPayment: endpoint<{
    body: In<typeof WebinarPaymentPatchSchema>;
    response: Out<typeof WebinarPaymentAnswerSchema>;
  }>('PATCH', '/trending/update-webinar-payment/'),
} as const;
