import { z } from 'zod';
import { SEBI_REGISTRATION_FORMATS } from '../sebi/registration.ts';
import { FORM_MESSAGES } from './messages.ts';
import { normalizeIndianMobile } from './phone.ts';

/*
 * An expert's contact card (groups-and-payments.md §2, Contact card): the rules its form and the
 * group-contact call share. Phone numbers follow the spec's 'Invalid Phone Number' rule (phone.ts).
 */

/** A company's Corporate Identity Number: listed (L) or unlisted (U), industry, state, year, kind, number. */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

export const CONTACT_CARD_LIMITS = {
  description: 2000,
  officeAddress: 500,
  officerName: 100,
  email: 254,
  link: 2000,
} as const;

export const CONTACT_CARD_MESSAGES = {
  invalidCin: 'Invalid CIN',
  invalidSebiNumber: 'Invalid SEBI Number: INH (RA) or INA (RIA) followed by 9 digits, e.g. INH000012345',
  invalidEmail: FORM_MESSAGES.invalidEmail,
  invalidPhone: FORM_MESSAGES.invalidPhone,
  httpsLink: 'Give an https:// link',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

/** The CIN upper-cased, or null when it is not one. */
export function normalizeCin(input: string): string | null {
  const cin = input.trim().toUpperCase();
  return CIN_PATTERN.test(cin) ? cin : null;
}

/** A SEBI registration number of either kind (RA: INH, RIA: INA, then 9 digits) upper-cased, or null. */
export function normalizeSebiNumber(input: string): string | null {
  const number = input.trim().toUpperCase();
  return Object.values(SEBI_REGISTRATION_FORMATS).some((format) => format.pattern.test(number))
    ? number
    : null;
}

const EMAIL = z.email();

export function isEmail(input: string): boolean {
  return EMAIL.safeParse(input).success;
}

export function isHttpsLink(input: string): boolean {
  try {
    const url = new URL(input);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * One optional field of the card: absent (undefined) leaves it as it is, null or blank clears it, text
 * is trimmed, checked against `max` (when given), then normalised by `check` (null: refused with
 * `message`). Fields with a pattern need no `max`: the pattern bounds the length.
 */
function cardField(max: number | null, check?: (value: string) => string | null, message?: string) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null) return value;
      const trimmed = value.trim();
      if (trimmed === '') return null;
      if (max !== null && trimmed.length > max) {
        context.addIssue({ code: 'custom', message: CONTACT_CARD_MESSAGES.tooLong(max) });
        return z.NEVER;
      }
      if (!check) return trimmed;
      const normalized = check(trimmed);
      if (normalized === null) {
        context.addIssue({ code: 'custom', message: message ?? 'Invalid value' });
        return z.NEVER;
      }
      return normalized;
    });
}

const phoneField = () => cardField(null, normalizeIndianMobile, CONTACT_CARD_MESSAGES.invalidPhone);
const emailField = () =>
  cardField(
    CONTACT_CARD_LIMITS.email,
    (value) => (isEmail(value) ? value : null),
    FORM_MESSAGES.invalidEmail,
  );
const linkField = () =>
  cardField(
    CONTACT_CARD_LIMITS.link,
    (value) => (isHttpsLink(value) ? value : null),
    CONTACT_CARD_MESSAGES.httpsLink,
  );

const OfficerBodySchema = z.object({
  name: cardField(CONTACT_CARD_LIMITS.officerName),
  email: emailField(),
  mobile: phoneField(),
});

/**
 * The contact card as the expert sends it (PUT group-contact): the Contact shape; a field left out
 * keeps its value, null or '' clears it. Phones come out as their 10 digits, CIN and SEBI number
 * upper-cased.
 */
export const ContactCardBodySchema = z.object({
  cin: cardField(null, normalizeCin, CONTACT_CARD_MESSAGES.invalidCin),
  SEBI_number: cardField(null, normalizeSebiNumber, CONTACT_CARD_MESSAGES.invalidSebiNumber),
  description: cardField(CONTACT_CARD_LIMITS.description),
  office_address: cardField(CONTACT_CARD_LIMITS.officeAddress),
  phone: phoneField(),
  email: emailField(),
  grievance_officer: OfficerBodySchema.optional(),
  compliance_officer: OfficerBodySchema.optional(),
  investor_charter: linkField(),
  investor_complaints: linkField(),
});
export type ContactCardBody = z.input<typeof ContactCardBodySchema>;
export type ContactCardUpdate = z.output<typeof ContactCardBodySchema>;
