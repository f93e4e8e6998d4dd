import { z } from 'zod';
import { WEBINAR_LEVELS, WEBINAR_LIMITS, WEBINAR_MESSAGES, WEBINAR_STATUSES } from '../learning/webinars.ts';
import { normalizeIndianMobile } from '../validation/phone.ts';
import { OrderPatchAnswerSchema, OrderStatusSchema } from './payments.ts';
import { MAX_RECORD_ID, recordIdParamSchema } from './record-id.ts';

/*
 * Webinars (groups-and-payments.md §3, §5, §7; docs/api.md "Webinars"). The form arrives as multipart
 * text fields (with an optional cover picture) or as JSON strings; numbers are digits only.
 */

const requiredText = (max: number, tooLong: string) =>
  z.string({ message: WEBINAR_MESSAGES.required }).trim().min(1, WEBINAR_MESSAGES.required).max(max, tooLong);

const digits = (field: z.ZodString) => field.regex(/^\d+$/, WEBINAR_MESSAGES.onlyNumbers).transform(Number);

export const WebinarFormSchema = z.object({
  title: requiredText(WEBINAR_LIMITS.title, WEBINAR_MESSAGES.titleTooLong),
  /** Rich text (HTML); the server keeps only the formatting it allows. */
  description: requiredText(WEBINAR_LIMITS.description, WEBINAR_MESSAGES.descriptionTooLong),
  date: requiredText(10, WEBINAR_MESSAGES.date).regex(/^\d{4}-\d{2}-\d{2}$/, WEBINAR_MESSAGES.date),
  time: requiredText(5, WEBINAR_MESSAGES.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, WEBINAR_MESSAGES.time),
  duration: digits(requiredText(3, WEBINAR_MESSAGES.duration)).pipe(
    z
      .number()
      .int()
      .min(1, WEBINAR_MESSAGES.duration)
      .max(WEBINAR_LIMITS.durationHours, WEBINAR_MESSAGES.duration),
  ),
  level: requiredText(20, WEBINAR_MESSAGES.level).pipe(
    z.enum(WEBINAR_LEVELS, { message: WEBINAR_MESSAGES.level }),
  ),
  /** Whole rupees; empty, absent or 0: free. */
  price: z
    .string({ message: WEBINAR_MESSAGES.onlyNumbers })
    .trim()
    .regex(/^\d{0,9}$/, WEBINAR_MESSAGES.onlyNumbers)
    .transform((text) => (text === '' ? 0 : Number(text)))
    .pipe(z.number().max(WEBINAR_LIMITS.price, WEBINAR_MESSAGES.price))
    .optional(),
  /** The meeting's joining link, shown to registered users only. */
  meeting_url: requiredText(WEBINAR_LIMITS.meetingUrl, WEBINAR_MESSAGES.meetingUrl).refine(
    (url) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url),
    WEBINAR_MESSAGES.meetingUrl,
  ),
});
export type WebinarForm = z.input<typeof WebinarFormSchema>;

/**
 * Registering for a free webinar: `webinar` always; `name`, `email` and `phone` for a guest (a
 * signed-in user may leave them out: their profile's name and their phone are used).
 */
export const WebinarRegisterSchema = z.object({
  webinar: z.coerce
    .number({ message: WEBINAR_MESSAGES.notFound })
    .int(WEBINAR_MESSAGES.notFound)
    .positive(WEBINAR_MESSAGES.notFound)
    .max(MAX_RECORD_ID, WEBINAR_MESSAGES.notFound),
  name: z.string().trim().max(WEBINAR_LIMITS.name, `At most ${WEBINAR_LIMITS.name} characters`).optional(),
  email: z
    .string()
    .trim()
    .max(WEBINAR_LIMITS.email, WEBINAR_MESSAGES.invalidEmail)
    .refine((email) => email === '' || z.email().safeParse(email).success, WEBINAR_MESSAGES.invalidEmail)
    .optional(),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || normalizeIndianMobile(phone) !== null, WEBINAR_MESSAGES.invalidPhone)
    .transform((phone) => (phone === '' ? '' : normalizeIndianMobile(phone)!))
    .optional(),
});
export type WebinarRegistration = z.input<typeof WebinarRegisterSchema>;

/** One webinar as the list and the dialogs show it (§3 Webinar). */
export const WebinarSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  status: z.enum(WEBINAR_STATUSES),
  level: z.enum(WEBINAR_LEVELS),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  picture: z.string().nullable(),
  /** The IST date, YYYY-MM-DD, and time, HH:mm. */
  date: z.string(),
  time: z.string(),
  /** Hours. */
  duration: z.number().int(),
  /** Rupees; 0 when free. */
  price: z.number(),
  is_free: z.boolean(),
  is_registered: z.boolean(),
  is_my_webinar: z.boolean(),
  /** The caller's registration: the name, email and phone they registered with; null otherwise. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The meeting link: for its owner and registered users only, else null. */
  joining_link: z.string().nullable(),
  /** How many registered: for its owner only, else null. */
  registrations_count: z.number().int().nullable(),
});
export type Webinar = z.infer<typeof WebinarSchema>;

/** get-webinar/: the spec's "message list". */
export const WebinarListSchema = z.object({ message: z.array(WebinarSchema) });
export type WebinarList = z.infer<typeof WebinarListSchema>;
export const WebinarAnswerSchema = z.object({ message: z.string(), webinar: WebinarSchema });
export type WebinarAnswer = z.infer<typeof WebinarAnswerSchema>;

/** POST trending/create-webinar-payment/: a paid webinar's seat, priced by the server. */
export const WebinarPaymentBodySchema = z.object({
  webinar: recordIdParamSchema('webinar must be a webinar id'),
});
export type WebinarPaymentBody = z.input<typeof WebinarPaymentBodySchema>;

const webinarOrderId = recordIdParamSchema('id must be an order id');
/** The provider's order id the checkout was opened with: when sent, it must be the order's. */
const providerOrderId = z.string().trim().max(40).optional();

/**
 * PATCH trending/update-webinar-payment/ (§7: id, order_id, payment_id, payment_signature,
 * payment_status): the checkout's outcome for a webinar order, as order-payment's PATCH takes it.
 */
export const WebinarPaymentPatchSchema = z.discriminatedUnion('payment_status', [
  z.object({
    id: webinarOrderId,
    order_id: providerOrderId,
    payment_status: z.literal('successful'),
    payment_id: z.string().trim().min(1, 'payment_id is required').max(40),
    payment_signature: z.string().trim().min(1, 'payment_signature is required').max(128),
  }),
  z.object({
    id: webinarOrderId,
    order_id: providerOrderId,
    payment_status: z.literal('failed'),
    payment_id: z.string().trim().max(40).optional(),
    reason: z.string().trim().max(500).optional(),
  }),
]);
export type WebinarPaymentPatch = z.infer<typeof WebinarPaymentPatchSchema>;

/** Its answer: order-payment's, with the spec's payment_data.status. */
export const WebinarPaymentAnswerSchema = OrderPatchAnswerSchema.extend({
  payment_data: z.object({ status: OrderStatusSchema }),
});
export type WebinarPaymentAnswer = z.infer<typeof WebinarPaymentAnswerSchema>;
