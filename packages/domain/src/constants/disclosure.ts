/**
 * The wording of a call's disclosure block (trades/call-disclosure.ts builds it), kept apart from
 * its zod schema so that a page needing only a text or the charter's path loads no zod.
 */

/** Verbatim, for calls of a poster without a recorded SEBI registration. */
export const NOT_INVESTMENT_ADVICE = 'Not investment advice: posted by an unregistered user';

/** SEBI's standard warning on market risk, carried by every call. */
export const MARKET_RISK_WARNING =
  'Investments in securities market are subject to market risks. Read all the related documents carefully before investing.';

/** SEBI's standard warning that registration is no promise, carried by registered experts' calls. */
export const REGISTRATION_RISK_WARNING =
  'Registration granted by SEBI and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.';

/** Our page summarising SEBI's investor charter (a web route). */
export const INVESTOR_CHARTER_PATH = '/investor-charter';
export const INVESTOR_CHARTER_LABEL = 'Investor charter';
