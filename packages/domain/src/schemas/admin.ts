import { z } from 'zod';
import { ADMIN_MESSAGES, ADMIN_QUEUES, MAX_ADMIN_REMARK } from '../admin/queues.ts';
import { PAYOUT_VERIFICATION_STATUSES } from '../payments/constants.ts';
import { namedPageSchema, PageInfoSchema } from './common.ts';
import { PaymentInfoSchema } from './payment-setup.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';

/** The admin panel's calls (docs/api.md "Admin"): roles, teams and staff, the queues, the audit log. */

export const AdminQueueSchema = z.enum(ADMIN_QUEUES, { message: ADMIN_MESSAGES.teamPermissions });

const TeamRefSchema = z.object({ id: z.number().int(), name: z.string() });
const UserRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** What the caller may do on the admin side, so the web shows only that. */
export const AdminMeSchema = z.object({
  is_superuser: z.boolean(),
  teams: z.array(TeamRefSchema),
  permissions: z.array(AdminQueueSchema),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

// ---------------------------------------------------------------------------------------------
// Teams and staff (super admins only)

export const StaffTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(AdminQueueSchema),
  staff_count: z.number().int(),
});
export type StaffTeam = z.infer<typeof StaffTeamSchema>;
export const StaffTeamListSchema = z.object({ teams: z.array(StaffTeamSchema) });

const teamName = z
  .string({ message: ADMIN_MESSAGES.teamName })
  .trim()
  .min(1, ADMIN_MESSAGES.teamName)
  .max(50, ADMIN_MESSAGES.teamName);
/** A team's permissions: queue names, each once (repeats are dropped). */
const teamPermissions = z
  .array(AdminQueueSchema, { message: ADMIN_MESSAGES.teamPermissions })
  .max(ADMIN_QUEUES.length * 4, ADMIN_MESSAGES.teamPermissions)
  .transform((queues) => [...new Set(queues)]);

export const StaffTeamFormSchema = z.object({ name: teamName, permissions: teamPermissions });
export type StaffTeamForm = z.input<typeof StaffTeamFormSchema>;
/** A team's change: its name, its permissions, or both. */
export const StaffTeamUpdateSchema = z
  .object({ name: teamName.optional(), permissions: teamPermissions.optional() })
  .refine((change) => change.name !== undefined || change.permissions !== undefined, {
    message: 'Give a new name or permissions',
  });
export type StaffTeamUpdate = z.input<typeof StaffTeamUpdateSchema>;
export const StaffTeamSavedSchema = z.object({ message: z.string(), team: StaffTeamSchema });

export const StaffMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  team: TeamRefSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
/** Adds a user to a team, or moves a staff member to another (one team each). */
export const StaffAddSchema = z.object({
  user_id: recordIdSchema('user_id must be a user id'),
  team_id: recordIdSchema('team_id must be a team id'),
});
export type StaffAdd = z.input<typeof StaffAddSchema>;
export const StaffSavedSchema = z.object({ message: z.string(), staff_member: StaffMemberSchema });
export const StaffUserParamsSchema = z.object({ user_id: recordIdParamSchema('user_id must be a user id') });

// ---------------------------------------------------------------------------------------------
// The payout queue (permission `payouts`)

export const PaymentInfoQueueQuerySchema = z.object({
  status: z
    .enum(PAYOUT_VERIFICATION_STATUSES, { message: 'status is Pending, Verified or Rejected' })
    .default('Pending'),
  page_number: namedPageSchema('page_number').default(1),
});
export type PaymentInfoQueueQuery = z.input<typeof PaymentInfoQueueQuerySchema>;

/** One payout information under review: its owner and the numbers masked, never in full. */
export const PaymentInfoReviewSchema = PaymentInfoSchema.extend({
  user: UserRefSchema,
  updated: z.string(),
});
export type PaymentInfoReview = z.infer<typeof PaymentInfoReviewSchema>;
export const PaymentInfoQueueSchema = z.object({
  results: z.array(PaymentInfoReviewSchema),
  page_info: PageInfoSchema,
});
export type PaymentInfoQueue = z.infer<typeof PaymentInfoQueueSchema>;

export const AdminIdParamsSchema = z.object({ id: recordIdParamSchema('id must be a record id') });

const remark = z
  .string({ message: ADMIN_MESSAGES.remarkRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.remarkRequired)
  .max(MAX_ADMIN_REMARK, ADMIN_MESSAGES.remarkRequired);
export const AdminRejectSchema = z.object({ remark });
export type AdminReject = z.input<typeof AdminRejectSchema>;
export const PaymentInfoDecisionSchema = z.object({
  message: z.string(),
  payment_info: PaymentInfoReviewSchema,
});

// ---------------------------------------------------------------------------------------------
// The audit log (super admins only)

const filterText = (name: string) =>
  z
    .string({ message: `${name} must be text of 1 to 60 characters` })
    .trim()
    .min(1, `${name} must be text of 1 to 60 characters`)
    .max(60, `${name} must be text of 1 to 60 characters`);

export const AuditLogQuerySchema = z.object({
  actor: recordIdParamSchema('actor must be a user id').optional(),
  target_type: filterText('target_type').optional(),
  target_id: recordIdParamSchema('target_id must be a record id').optional(),
  action: filterText('action').optional(),
  page_number: namedPageSchema('page_number').default(1),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

const stateSchema = z.record(z.string(), z.unknown()).nullable();
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: UserRefSchema,
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  before: stateSchema,
  after: stateSchema,
  remark: z.string().nullable(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.object({ results: z.array(AuditEntrySchema), page_info: PageInfoSchema });
