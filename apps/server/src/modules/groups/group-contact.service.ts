import type { Contact, ContactCardUpdate } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { findUserById } from '../users/index.ts';
import { EMPTY_CONTACT, presentContact } from './group-contact.presenter.ts';
import { contactDetailViews, expertContacts } from './groups.tables.ts';

export const GROUP_CONTACT_MESSAGES = { userNotFound: 'User not found', viewed: 'ok' } as const;

/** An expert's contact card (the group detail's user_sebi_details), or null when they have none. */
export async function contactCardOf(db: AppDb, userId: number): Promise<Contact | null> {
  const [row] = await db.select().from(expertContacts).where(eq(expertContacts.userId, userId));
  return row ? presentContact(row) : null;
}

/** The caller's own card; empty fields until they fill it in. */
export async function ownContactCard(db: AppDb, userId: number): Promise<Contact> {
  return (await contactCardOf(db, userId)) ?? EMPTY_CONTACT;
}

type ContactColumns = Partial<Omit<typeof expertContacts.$inferInsert, 'userId' | 'updatedAt'>>;

/** The columns the update sends; left-out fields stay as they are, a cleared text field is ''. */
function columnsOf(update: ContactCardUpdate): ContactColumns {
  const orEmpty = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));
  const columns: ContactColumns = {
    cin: update.cin,
    sebiNumber: update.SEBI_number,
    description: orEmpty(update.description),
    officeAddress: orEmpty(update.office_address),
    phone: update.phone,
    email: update.email,
    grievanceOfficerName: update.grievance_officer?.name,
    grievanceOfficerEmail: update.grievance_officer?.email,
    grievanceOfficerMobile: update.grievance_officer?.mobile,
    complianceOfficerName: update.compliance_officer?.name,
    complianceOfficerEmail: update.compliance_officer?.email,
    complianceOfficerMobile: update.compliance_officer?.mobile,
    investorCharter: update.investor_charter,
    investorComplaints: update.investor_complaints,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as ContactColumns;
}

/** Writes the fields the caller sent to their card (creating it on the first save); answers the card. */
export async function saveContactCard(
  db: AppDb,
  userId: number,
  update: ContactCardUpdate,
): Promise<Contact> {
  const columns = columnsOf(update);
  const [row] = await db
    .insert(expertContacts)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: expertContacts.userId, set: { ...columns, updatedAt: new Date() } })
    .returning();
  return presentContact(row!);
}

/** Logs that someone (null: a visitor) opened `expertUserId`'s contact card. */
export async function logContactView(db: AppDb, expertUserId: number, viewerUserId: number | null) {
  if (!(await findUserById(db, expertUserId))) throw notFound(GROUP_CONTACT_MESSAGES.userNotFound);
  await db.insert(contactDetailViews).values({ expertUserId, viewerUserId });
}
