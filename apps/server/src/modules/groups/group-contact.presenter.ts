import type { Contact } from '@tradecircle/domain';
import type { expertContacts } from './groups.tables.ts';

type ContactRow = typeof expertContacts.$inferSelect;

/** The card of an expert who has not filled it in. */
export const EMPTY_CONTACT: Contact = {
  cin: null,
  SEBI_number: null,
  description: '',
  office_address: '',
  phone: null,
  email: null,
  grievance_officer: { name: null, email: null, mobile: null },
  compliance_officer: { name: null, email: null, mobile: null },
  investor_charter: null,
  investor_complaints: null,
};

export function presentContact(row: ContactRow): Contact {
  return {
    cin: row.cin,
    SEBI_number: row.sebiNumber,
    description: row.description,
    office_address: row.officeAddress,
    phone: row.phone,
    email: row.email,
    grievance_officer: {
      name: row.grievanceOfficerName,
      email: row.grievanceOfficerEmail,
      mobile: row.grievanceOfficerMobile,
    },
    compliance_officer: {
      name: row.complianceOfficerName,
      email: row.complianceOfficerEmail,
      mobile: row.complianceOfficerMobile,
    },
    investor_charter: row.investorCharter,
    investor_complaints: row.investorComplaints,
  };
}
