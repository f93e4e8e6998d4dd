import { describe, expect, it } from 'vitest';
import {
  INVESTOR_CHARTER_PATH,
  MARKET_RISK_WARNING,
  NOT_INVESTMENT_ADVICE,
  REGISTRATION_RISK_WARNING,
} from '../constants/disclosure.ts';
import type { SebiRegistration } from '../sebi/registration.ts';
import { CallDisclosureSchema, callDisclosure } from './call-disclosure.ts';

const RA: SebiRegistration = {
  sebi_user_type: 'registered_analyst',
  sebi_registration_num: 'INH000012345',
  valid_until: '2027-03-31',
  verification: 'self_declared',
};
const TODAY = '2026-05-09';

describe('callDisclosure: a registered expert', () => {
  it('names the registration, the position, both warnings and the investor charter', () => {
    const disclosure = callDisclosure({
      registration: RA,
      holdsPosition: true,
      symbol: 'RELIANCE',
      today: TODAY,
    });
    expect(disclosure).toEqual({
      kind: 'registered',
      headline: 'SEBI Reg. No. INH000012345 (RA, valid until 31 Mar 2027, self-declared)',
      registration: { ...RA, is_expired: false },
      holds_position: true,
      position: 'The analyst holds a position in RELIANCE.',
      risk_warnings: [
        'Investments in securities market are subject to market risks. Read all the related documents carefully before investing.',
        'Registration granted by SEBI and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
      ],
      investor_charter: { label: 'Investor charter', path: '/investor-charter' },
    });
    expect(CallDisclosureSchema.parse(disclosure)).toEqual(disclosure);
  });

  it('says when the analyst holds no position, and labels an investment adviser RIA', () => {
    const disclosure = callDisclosure({
      registration: {
        ...RA,
        sebi_user_type: 'registered_investment_advisor',
        sebi_registration_num: 'INA000067890',
      },
      holdsPosition: false,
      symbol: 'TCS',
      today: TODAY,
    });
    expect(disclosure.headline).toBe(
      'SEBI Reg. No. INA000067890 (RIA, valid until 31 Mar 2027, self-declared)',
    );
    expect(disclosure.position).toBe('The analyst holds no position in TCS.');
  });

  it('is valid through its last day and no longer counts after that (unregistered block)', () => {
    const onLastDay = callDisclosure({
      registration: RA,
      holdsPosition: false,
      symbol: 'TCS',
      today: '2027-03-31',
    });
    expect(onLastDay.registration?.is_expired).toBe(false);
    const dayAfter = callDisclosure({
      registration: RA,
      holdsPosition: false,
      symbol: 'TCS',
      today: '2027-04-01',
    });
    expect(dayAfter.kind).toBe('unregistered');
    expect(dayAfter.registration).toBeNull();
    expect(dayAfter.investor_charter).toBeNull();
    expect(dayAfter.position).toBe('The poster holds no position in TCS.');
  });

  it('treats a rejected registration as none', () => {
    const disclosure = callDisclosure({
      registration: { ...RA, verification: 'rejected' },
      holdsPosition: false,
      symbol: 'TCS',
      today: TODAY,
    });
    expect(disclosure.kind).toBe('unregistered');
    expect(disclosure.registration).toBeNull();
  });

  it('leaves the validity out when none was recorded, and names a verified registration', () => {
    const disclosure = callDisclosure({
      registration: { ...RA, valid_until: null, verification: 'verified' },
      holdsPosition: false,
      symbol: 'TCS',
      today: TODAY,
    });
    expect(disclosure.headline).toBe('SEBI Reg. No. INH000012345 (RA, verified)');
    expect(disclosure.registration?.is_expired).toBe(false);
  });
});

describe('callDisclosure: a poster without a registration', () => {
  it('carries the not-advice line verbatim, the position and the market-risk warning, no charter', () => {
    const disclosure = callDisclosure({
      registration: null,
      holdsPosition: false,
      symbol: 'INFY',
      today: TODAY,
    });
    expect(disclosure).toEqual({
      kind: 'unregistered',
      headline: 'Not investment advice: posted by an unregistered user',
      registration: null,
      holds_position: false,
      position: 'The poster holds no position in INFY.',
      risk_warnings: [MARKET_RISK_WARNING],
      investor_charter: null,
    });
    expect(disclosure.headline).toBe(NOT_INVESTMENT_ADVICE);
    expect(disclosure.risk_warnings).not.toContain(REGISTRATION_RISK_WARNING);
    expect(
      callDisclosure({ registration: null, holdsPosition: true, symbol: 'INFY', today: TODAY }).position,
    ).toBe('The poster holds a position in INFY.');
  });

  it('links the charter page the web app serves', () => {
    expect(INVESTOR_CHARTER_PATH).toBe('/investor-charter');
  });
});
