import {
  indiaIsoDate,
  isSebiRegistrationExpired,
  SEBI_REGISTRATION_MESSAGES,
  SetSebiRegistrationBodySchema,
} from '@tradecircle/domain';
import { firstFieldErrors, HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { SEBI_REGISTRATION_COPY } from './copy.ts';

/** Today's IST date, `YYYY-MM-DD`: the server's "not in the past" is the same day in India. */
export function todayInIndia(): string {
  return indiaIsoDate(Date.now());
}

/**
 * The server's body schema, with its one rule kept outside it (the route needs a clock): valid_until
 * is today or later. Messages are the server's, so a refusal reads the same before and after sending.
 */
export const SebiRegistrationFormSchema = SetSebiRegistrationBodySchema.superRefine((body, ctx) => {
  const isDate = SetSebiRegistrationBodySchema.shape.valid_until.safeParse(body.valid_until).success;
  if (isDate && isSebiRegistrationExpired(body.valid_until, todayInIndia())) {
    ctx.addIssue({
      code: 'custom',
      path: ['valid_until'],
      message: SEBI_REGISTRATION_MESSAGES.validUntilPast,
    });
  }
});

export const SEBI_FORM_FIELDS = ['sebi_user_type', 'sebi_registration_num', 'valid_until'] as const;
export type SebiFormField = (typeof SEBI_FORM_FIELDS)[number];

export interface SaveRefusal {
  /** Messages to show under their fields. */
  fields: Partial<Record<SebiFormField, string>>;
  /** A message that belongs to no field, shown above the form. */
  alert: string | null;
}

/**
 * Where a refused save's message goes: a 400's `errors` under the fields they name, a 409 (the
 * number is on another profile) under the number, anything else above the form.
 */
export function saveRefusalOf(error: unknown): SaveRefusal {
  if (!(error instanceof HttpError)) return { fields: {}, alert: SEBI_REGISTRATION_COPY.saveFailed };
  const message = serverMessage(error.body);
  if (error.status === 409 && message) return { fields: { sebi_registration_num: message }, alert: null };
  const fields: SaveRefusal['fields'] =
    error.status === 400 ? firstFieldErrors(error.body, SEBI_FORM_FIELDS) : {};
  if (Object.keys(fields).length > 0) return { fields, alert: null };
  return { fields: {}, alert: message ?? SEBI_REGISTRATION_COPY.saveFailed };
}
