import { describe, expect, it } from 'vitest';
import {
  CONTACT_CARD_MESSAGES,
  ContactCardBodySchema,
  isHttpsLink,
  normalizeCin,
  normalizeSebiNumber,
} from './contact-card.ts';

const issuesOf = (body: unknown) => {
  const result = ContactCardBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('contact card rules', () => {
  it('reads a CIN of a listed or unlisted company, upper-cased', () => {
    expect(normalizeCin('L17110MH1973PLC019786')).toBe('L17110MH1973PLC019786');
    expect(normalizeCin(' u72200ka2015ptc123456 ')).toBe('U72200KA2015PTC123456');
    for (const bad of [
      'X17110MH1973PLC019786',
      'L17110MH1973PLC01978',
      'L17110MH1973PLC0197861',
      'L1711OMH1973PLC019786',
      '',
    ]) {
      expect(normalizeCin(bad), bad).toBeNull();
    }
  });

  it('reads a SEBI number of either kind', () => {
    expect(normalizeSebiNumber('inh000012345')).toBe('INH000012345');
    expect(normalizeSebiNumber('INA000012345')).toBe('INA000012345');
    for (const bad of ['INZ000012345', 'INH00001234', 'INH0000123456'])
      expect(normalizeSebiNumber(bad)).toBeNull();
  });

  it('takes https links only', () => {
    expect(isHttpsLink('https://example.in/charter.pdf')).toBe(true);
    expect(isHttpsLink('http://example.in/charter.pdf')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
    expect(isHttpsLink('example.in/charter.pdf')).toBe(false);
  });
});

describe('ContactCardBodySchema', () => {
  it('normalises what it keeps, clears blanks and leaves out what was not sent', () => {
    expect(
      ContactCardBodySchema.parse({
        cin: 'l17110mh1973plc019786',
        phone: '+91 98765-43210',
        email: ' desk@example.in ',
        office_address: '',
        grievance_officer: { name: 'Asha', mobile: '09876543210' },
      }),
    ).toEqual({
      cin: 'L17110MH1973PLC019786',
      phone: '9876543210',
      email: 'desk@example.in',
      office_address: null,
      grievance_officer: { name: 'Asha', mobile: '9876543210' },
    });
  });

  it('names each bad field with its message', () => {
    expect(
      issuesOf({
        cin: 'U12345',
        SEBI_number: 'INZ000012345',
        phone: '5876543210',
        email: 'desk@',
        compliance_officer: { email: 'x', mobile: '12345' },
        investor_charter: 'http://example.in/a.pdf',
        description: 'x'.repeat(2001),
      }),
    ).toEqual([
      `cin: ${CONTACT_CARD_MESSAGES.invalidCin}`,
      `SEBI_number: ${CONTACT_CARD_MESSAGES.invalidSebiNumber}`,
      'description: At most 2000 characters',
      `phone: ${CONTACT_CARD_MESSAGES.invalidPhone}`,
      `email: ${CONTACT_CARD_MESSAGES.invalidEmail}`,
      `compliance_officer.email: ${CONTACT_CARD_MESSAGES.invalidEmail}`,
      `compliance_officer.mobile: ${CONTACT_CARD_MESSAGES.invalidPhone}`,
      `investor_charter: ${CONTACT_CARD_MESSAGES.httpsLink}`,
    ]);
  });
});
