import { z } from 'zod';

/*
 * An expert's SEBI registration (groups-and-payments.md: sebi_user_type, sebi_registration_num),
 * recorded once by the expert and shown on every call they post (call-disclosure.ts). Until the
 * admin issue checks registrations against SEBI's register, every one is 'self_declared'.
 */

/** The two kinds of SEBI registration: research analyst (RA) and investment adviser (RIA). */
export const SEBI_USER_TYPES = ['registered_analyst', 'registered_investment_advisor'] as const;
export type SebiUserType = (typeof SEBI_USER_TYPES)[number];

/** The short names SEBI's own documents use. */
export const SEBI_USER_TYPE_SHORT_LABELS: Record<SebiUserType, 'RA' | 'RIA'> = {
  registered_analyst: 'RA',
  registered_investment_advisor: 'RIA',
};

/**
 * Who vouches for a recorded registration: the expert alone (self_declared, awaiting review), our
 * compliance staff's check against SEBI's register (verified), or that check failed (rejected, with
 * a remark; the badge is off until the expert records a registration again).
 */
export const SEBI_VERIFICATIONS = ['self_declared', 'verified', 'rejected'] as const;
export type SebiVerification = (typeof SEBI_VERIFICATIONS)[number];

/**
 * SEBI's registration numbers: research analysts INH and nine digits, investment advisers INA and
 * nine digits.
 */
export const SEBI_REGISTRATION_FORMATS: Record<SebiUserType, { pattern: RegExp; example: string }> = {
  registered_analyst: { pattern: /^INH\d{9}$/, example: 'INH000012345' },
  registered_investment_advisor: { pattern: /^INA\d{9}$/, example: 'INA000012345' },
};

export const SEBI_REGISTRATION_MESSAGES = {
  userType: 'sebi_user_type must be registered_analyst (RA) or registered_investment_advisor (RIA)',
  number: {
    registered_analyst:
      'An RA registration number is INH followed by 9 digits, e.g. INH000012345 (as on your SEBI certificate)',
    registered_investment_advisor:
      'An RIA registration number is INA followed by 9 digits, e.g. INA000012345 (as on your SEBI certificate)',
  } satisfies Record<SebiUserType, string>,
  numberRequired: 'sebi_registration_num is required: your SEBI registration number, e.g. INH000012345',
  validUntil: 'valid_until must be a date as YYYY-MM-DD, e.g. 2030-03-31',
  validUntilPast: 'valid_until is in the past: only a registration that is still valid can be recorded',
} as const;

/** The registration body: the number is trimmed and upper-cased, then must fit its type's format. */
export const SetSebiRegistrationBodySchema = z
  .object({
    sebi_user_type: z.enum(SEBI_USER_TYPES, { message: SEBI_REGISTRATION_MESSAGES.userType }),
    sebi_registration_num: z
      .string({ message: SEBI_REGISTRATION_MESSAGES.numberRequired })
      .trim()
      .toUpperCase(),
    valid_until: z.iso.date({ message: SEBI_REGISTRATION_MESSAGES.validUntil }),
  })
  .superRefine((body, ctx) => {
    if (!SEBI_REGISTRATION_FORMATS[body.sebi_user_type].pattern.test(body.sebi_registration_num)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sebi_registration_num'],
        message: SEBI_REGISTRATION_MESSAGES.number[body.sebi_user_type],
      });
    }
  });
export type SetSebiRegistrationBody = z.input<typeof SetSebiRegistrationBodySchema>;

/** A recorded registration on the wire; valid_until is the IST calendar date it runs to. */
export const SebiRegistrationSchema = z.object({
  sebi_user_type: z.enum(SEBI_USER_TYPES),
  sebi_registration_num: z.string(),
  valid_until: z.string().nullable(),
  verification: z.enum(SEBI_VERIFICATIONS),
});
export type SebiRegistration = z.infer<typeof SebiRegistrationSchema>;

/** The registration routes' answer: the caller's registration (null once cleared) and the badge flag. */
export const SebiRegistrationResultSchema = z.object({
  sebi_registration: SebiRegistrationSchema.nullable(),
  is_sebi_registered: z.boolean(),
  /** The reviewer's remark on a rejected registration: its owner's own answer alone carries it. */
  remark: z.string().nullable().optional(),
});
export type SebiRegistrationResult = z.infer<typeof SebiRegistrationResultSchema>;

/**
 * Whether a registration valid until `validUntil` (YYYY-MM-DD) has run out on `today` (the IST date,
 * YYYY-MM-DD): it is still valid on its last day. A registration without an end date never runs out.
 */
export function isSebiRegistrationExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/**
 * Whether a recorded registration counts on `today` (the IST date): it gives the SEBI Registered
 * badge and the registered disclosure unless compliance rejected it or it ran out. Nobody has to act
 * when it runs out: every read asks this (and the server's sebiBadgeSql), so it lapses by itself.
 */
export function isSebiRegistrationCounting(
  registration: Pick<SebiRegistration, 'valid_until' | 'verification'>,
  today: string,
): boolean {
  return (
    registration.verification !== 'rejected' && !isSebiRegistrationExpired(registration.valid_until, today)
  );
}
