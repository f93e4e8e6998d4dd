import { z } from 'zod';
import {
  INVESTOR_CHARTER_LABEL,
  INVESTOR_CHARTER_PATH,
  MARKET_RISK_WARNING,
  NOT_INVESTMENT_ADVICE,
  REGISTRATION_RISK_WARNING,
} from '../constants/disclosure.ts';
import { formatDate } from '../format/time.ts';
import {
  isSebiRegistrationCounting,
  isSebiRegistrationExpired,
  SEBI_USER_TYPE_SHORT_LABELS,
  type SebiRegistration,
  SebiRegistrationSchema,
} from '../sebi/registration.ts';

/*
 * The disclosure every call carries (issue 16): in its detail, its share page and its PDF report.
 * The server builds it with callDisclosure and sends it; the web and the PDF print its lines as
 * they are, so the wording lives here and in constants/disclosure.ts once.
 */

export const CALL_DISCLOSURE_KINDS = ['registered', 'unregistered'] as const;

export const CallDisclosureSchema = z.object({
  /** registered: the poster has recorded a SEBI registration; unregistered otherwise. */
  kind: z.enum(CALL_DISCLOSURE_KINDS),
  /** The first line: the registration (number, kind, validity, who vouches), or NOT_INVESTMENT_ADVICE. */
  headline: z.string(),
  /** The poster's registration as recorded, for registered posters. */
  registration: SebiRegistrationSchema.extend({ is_expired: z.boolean() }).nullable(),
  /** Whether the poster said, when posting, that they hold a position in the security. */
  holds_position: z.boolean(),
  /** That answer as a sentence naming the security. */
  position: z.string(),
  risk_warnings: z.array(z.string()),
  /** The investor charter page (a path of the web app), for registered posters. */
  investor_charter: z.object({ label: z.string(), path: z.string() }).nullable(),
});
export type CallDisclosure = z.infer<typeof CallDisclosureSchema>;

export interface CallDisclosureInput {
  /** The poster's recorded registration, or null. */
  registration: SebiRegistration | null;
  holdsPosition: boolean;
  /** The security's symbol, as the call names it. */
  symbol: string;
  /** Today's IST date, YYYY-MM-DD (indiaIsoDate), to tell an expired registration. */
  today: string;
}

const VERIFICATION_LABELS: Record<SebiRegistration['verification'], string> = {
  self_declared: 'self-declared',
  verified: 'verified',
  rejected: 'rejected',
};

/** `SEBI Reg. No. INH000012345 (RA, valid until 31 Mar 2027, self-declared)`. */
export function registrationLine(registration: SebiRegistration, today: string): string {
  const { sebi_registration_num: number, sebi_user_type: type, valid_until: validUntil } = registration;
  const validity =
    validUntil === null
      ? []
      : [
          isSebiRegistrationExpired(validUntil, today)
            ? `expired on ${formatDate(validUntil)}`
            : `valid until ${formatDate(validUntil)}`,
        ];
  const terms = [
    SEBI_USER_TYPE_SHORT_LABELS[type],
    ...validity,
    VERIFICATION_LABELS[registration.verification],
  ];
  return `SEBI Reg. No. ${number} (${terms.join(', ')})`;
}

/**
 * The disclosure block of a call. A registered poster's: the registration line, whether the analyst
 * holds a position in the security, both standard warnings and the investor charter. Anyone else's:
 * NOT_INVESTMENT_ADVICE, the position line (every poster is asked) and the market-risk warning. A
 * registration that expired or that compliance rejected no longer counts (isSebiRegistrationCounting):
 * the call then carries the unregistered block.
 */
export function callDisclosure({
  registration: recorded,
  holdsPosition,
  symbol,
  today,
}: CallDisclosureInput): CallDisclosure {
  const registration = recorded && isSebiRegistrationCounting(recorded, today) ? recorded : null;
  const holder = registration ? 'The analyst' : 'The poster';
  const position = holdsPosition
    ? `${holder} holds a position in ${symbol}.`
    : `${holder} holds no position in ${symbol}.`;
  if (!registration) {
    return {
      kind: 'unregistered',
      headline: NOT_INVESTMENT_ADVICE,
      registration: null,
      holds_position: holdsPosition,
      position,
      risk_warnings: [MARKET_RISK_WARNING],
      investor_charter: null,
    };
  }
  return {
    kind: 'registered',
    headline: registrationLine(registration, today),
    registration: { ...registration, is_expired: isSebiRegistrationExpired(registration.valid_until, today) },
    holds_position: holdsPosition,
    position,
    risk_warnings: [MARKET_RISK_WARNING, REGISTRATION_RISK_WARNING],
    investor_charter: { label: INVESTOR_CHARTER_LABEL, path: INVESTOR_CHARTER_PATH },
  };
}
