import { describe, expect, it } from 'vitest';
import {
  isSebiRegistrationExpired,
  SEBI_REGISTRATION_MESSAGES,
  SetSebiRegistrationBodySchema,
} from './registration.ts';

const messagesOf = (body: unknown) => {
  const result = SetSebiRegistrationBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('SetSebiRegistrationBodySchema', () => {
  it('accepts an RA number INH and an RIA number INA with nine digits, trimmed and upper-cased', () => {
    expect(
      SetSebiRegistrationBodySchema.parse({
        sebi_user_type: 'registered_analyst',
        sebi_registration_num: ' inh000012345 ',
        valid_until: '2030-03-31',
      }),
    ).toEqual({
      sebi_user_type: 'registered_analyst',
      sebi_registration_num: 'INH000012345',
      valid_until: '2030-03-31',
    });
    expect(
      messagesOf({
        sebi_user_type: 'registered_investment_advisor',
        sebi_registration_num: 'INA000012345',
        valid_until: '2030-03-31',
      }),
    ).toEqual([]);
  });

  it.each([
    ['registered_analyst', 'INA000012345'],
    ['registered_analyst', 'INH00001234'],
    ['registered_analyst', 'INH0000123456'],
    ['registered_analyst', 'INH00001234X'],
    ['registered_investment_advisor', 'INH000012345'],
    ['registered_investment_advisor', ''],
  ] as const)('refuses %s with %s, saying what the number looks like', (type, number) => {
    expect(
      messagesOf({ sebi_user_type: type, sebi_registration_num: number, valid_until: '2030-03-31' }),
    ).toEqual([`sebi_registration_num: ${SEBI_REGISTRATION_MESSAGES.number[type]}`]);
  });

  it('refuses an unknown type, a missing number and a date that is not a calendar date', () => {
    expect(
      messagesOf({ sebi_user_type: 'RA', sebi_registration_num: 'INH000012345', valid_until: '2030-03-31' }),
    ).toEqual([`sebi_user_type: ${SEBI_REGISTRATION_MESSAGES.userType}`]);
    expect(messagesOf({ sebi_user_type: 'registered_analyst', valid_until: '2030-03-31' })).toEqual([
      `sebi_registration_num: ${SEBI_REGISTRATION_MESSAGES.numberRequired}`,
    ]);
    for (const date of ['2030-02-30', '31-03-2030', '2030-3-31', 20300331]) {
      expect(
        messagesOf({
          sebi_user_type: 'registered_analyst',
          sebi_registration_num: 'INH000012345',
          valid_until: date,
        }),
      ).toEqual([`valid_until: ${SEBI_REGISTRATION_MESSAGES.validUntil}`]);
    }
  });
});

describe('isSebiRegistrationExpired', () => {
  it('runs through the last day; no end date never runs out', () => {
    expect(isSebiRegistrationExpired('2027-03-31', '2027-03-30')).toBe(false);
    expect(isSebiRegistrationExpired('2027-03-31', '2027-03-31')).toBe(false);
    expect(isSebiRegistrationExpired('2027-03-31', '2027-04-01')).toBe(true);
    expect(isSebiRegistrationExpired(null, '2099-01-01')).toBe(false);
  });
});
