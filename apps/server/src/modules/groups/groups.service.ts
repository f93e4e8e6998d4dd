import {
  GROUP_MESSAGES,
  type Group,
  type GroupForm,
  type GroupFormUpdate,
  PAGE_SIZE,
  type PageInfo,
} from '@tradecircle/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { payoutSummariesOf } from '../payouts/index.ts';
import { groupCardFigures } from '../track-record/index.ts';
import { findProfileByUserId, profileJoin } from '../users/index.ts';
import { GROUP_ACCESS_MESSAGES, requireParticipantsReader, runsNow, standingIn } from './group-access.ts';
import { type GroupFileUpload, removeGroupFiles, storeGroupFiles } from './group-files.ts';
import { activePlansOf } from './group-plans.service.ts';
import { presentGroup } from './groups.presenter.ts';
import {
  findGroupRow,
  type GroupListRow,
  groupsCreatedBy,
  groupsJoinedBy,
  listedFor,
  pageOfGroups,
  premiumGroups,
} from './groups.repository.ts';
import { groupMembers, groups } from './groups.tables.ts';
import { addFollowersAsMembers, lockGroup } from './membership.service.ts';

export type GroupDeps = { db: AppDb; storage: StorageProvider };

export const GROUP_SERVICE_MESSAGES = {
  noProfile: 'Complete your profile before creating a group',
  freeTrialPremiumOnly: 'Only a premium group offers a free trial',
} as const;

/**
 * A page of groups as answers: the cards' track-record numbers, the Premium groups' plans and the
 * admins' (and the viewer's) payout status, one query each for the whole page.
 */
async function presentAll(
  db: AppDb,
  rows: readonly GroupListRow[],
  viewerUserId: number | null,
): Promise<Group[]> {
  if (rows.length === 0) return [];
  const premiumIds = rows.filter((row) => row.group.groupType === 'Premium').map((row) => row.group.id);
  const payoutUsers = rows.map((row) => row.group.adminUserId);
  if (viewerUserId !== null) payoutUsers.push(viewerUserId);
  const [numbers, plans, payouts] = await Promise.all([
    groupCardFigures(
      db,
      rows.map((row) => row.group.id),
    ),
    activePlansOf(db, premiumIds),
    payoutSummariesOf(db, payoutUsers),
  ]);
  const isViewerKycVerified =
    viewerUserId !== null && payouts.get(viewerUserId)?.verificationStatus === 'Verified';
  return rows.map((row) =>
    presentGroup(row, viewerUserId, numbers.get(row.group.id), {
      plans: plans.get(row.group.id) ?? [],
      adminPayout: payouts.get(row.group.adminUserId),
      isViewerKycVerified,
    }),
  );
}

export async function presentGroupById(
  db: AppDb,
  groupId: number,
  viewerUserId: number | null,
): Promise<Group> {
  const row = await findGroupRow(db, groupId, viewerUserId);
  if (!row) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  const [group] = await presentAll(db, [row], viewerUserId);
  return group!;
}

export function pageInfo(pageNumber: number, pageSize: number, total: number): PageInfo {
  return {
    page_number: pageNumber,
    detail_count: pageSize,
    total_page: Math.ceil(total / pageSize),
    total_count: total,
  };
}

export type GroupListKind =
  | { kind: 'created_by'; userId: number }
  | { kind: 'joined_by'; userId: number }
  | { kind: 'premium'; ownerUserId?: number };

/**
 * A page of groups of one kind, as `viewerUserId` sees them (cards show every group they may find;
 * trades stay inside). A user's groups leave out, for others, a Premium one not yet taking payments.
 */
export async function listGroups(
  db: AppDb,
  viewerUserId: number | null,
  list: GroupListKind,
  pageNumber: number,
  pageSize: number = PAGE_SIZE.groups,
) {
  const where =
    list.kind === 'created_by'
      ? and(groupsCreatedBy(list.userId), listedFor(viewerUserId))
      : list.kind === 'joined_by'
        ? groupsJoinedBy(list.userId)
        : premiumGroups(list.ownerUserId);
  // Groups You Follow: the group with the latest trade first.
  const orderBy =
    list.kind === 'joined_by'
      ? [sql`${groups.lastTradeAt} desc nulls last`, desc(groups.id)]
      : [desc(groups.id)];
  const page = await pageOfGroups(db, viewerUserId, where, { number: pageNumber, size: pageSize }, orderBy);
  return {
    groups: await presentAll(db, page.rows, viewerUserId),
    page_info: pageInfo(pageNumber, pageSize, page.total),
  };
}

function checkPremiumOptions(groupType: string, freeTrail: boolean | undefined) {
  if (freeTrail && groupType !== 'Premium')
    throw badRequest(GROUP_SERVICE_MESSAGES.freeTrialPremiumOnly, {
      free_trail: [GROUP_SERVICE_MESSAGES.freeTrialPremiumOnly],
    });
}

/** own-groups POST: the caller creates a group and becomes its admin; chosen followers join it. */
export async function createGroup(
  deps: GroupDeps,
  adminUserId: number,
  form: GroupForm,
  files: readonly GroupFileUpload[],
) {
  const { db, storage } = deps;
  if (!(await findProfileByUserId(db, adminUserId))) throw badRequest(GROUP_SERVICE_MESSAGES.noProfile);
  checkPremiumOptions(form.group_type, form.free_trail);
  const urls = await storeGroupFiles(storage, files);
  const groupId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(groups)
      .values({
        adminUserId,
        name: form.name,
        groupType: form.group_type,
        description: form.description,
        disclaimer: form.disclaimer,
        typesOfInstrument: form.types_of_instrument,
        keyOffering: form.key_offering,
        isLimitedOffer: form.is_limited_offer,
        freeTrail: form.free_trail,
        picture: urls.picture ?? null,
        coverImage: urls.cover_image ?? null,
        disclosureDocument: urls.disclosure_document ?? null,
      })
      .returning();
    const group = created!;
    if (form.add_all_followers) await addFollowersAsMembers(tx, group, null);
    else if (form.participants.length > 0) await addFollowersAsMembers(tx, group, form.participants);
    return group.id;
  });
  return {
    message: GROUP_MESSAGES.saved(form.name),
    group_detail: await presentGroupById(db, groupId, adminUserId),
  };
}

/** A Rejected group its admin edits goes back to staff's queue (issue 30); the remark stays until then. */
const resubmitted = (group: { verificationStatus: string }) =>
  group.verificationStatus === 'Rejected' ? { verificationStatus: 'Pending' as const } : {};

/** own-groups PUT: the admin changes the fields sent (and replaces files sent). */
export async function updateGroup(
  deps: GroupDeps,
  adminUserId: number,
  groupId: number,
  form: GroupFormUpdate,
  files: readonly GroupFileUpload[],
) {
  const { db, storage } = deps;
  const standing = await standingIn(db, groupId, adminUserId);
  if (!standing.isAdmin) throw forbidden(GROUP_ACCESS_MESSAGES.adminOnly);
  checkPremiumOptions(
    form.group_type ?? standing.group.groupType,
    form.free_trail ?? standing.group.freeTrail,
  );
  const urls = await storeGroupFiles(storage, files);
  const replaced = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const changes = {
      ...(form.name !== undefined && { name: form.name }),
      ...(form.group_type !== undefined && { groupType: form.group_type }),
      ...(form.description !== undefined && { description: form.description }),
      ...(form.disclaimer !== undefined && { disclaimer: form.disclaimer }),
      ...(form.types_of_instrument !== undefined && { typesOfInstrument: form.types_of_instrument }),
      ...(form.key_offering !== undefined && { keyOffering: form.key_offering }),
      ...(form.is_limited_offer !== undefined && { isLimitedOffer: form.is_limited_offer }),
      ...(form.free_trail !== undefined && { freeTrail: form.free_trail }),
      ...(urls.picture && { picture: urls.picture }),
      ...(urls.cover_image && { coverImage: urls.cover_image }),
      ...(urls.disclosure_document && { disclosureDocument: urls.disclosure_document }),
    };
    await tx
      .update(groups)
      .set({ ...changes, ...resubmitted(group), updatedAt: new Date() })
      .where(eq(groups.id, groupId));
    if (form.add_all_followers) await addFollowersAsMembers(tx, group, null);
    else if (form.participants && form.participants.length > 0)
      await addFollowersAsMembers(tx, group, form.participants);
    return [
      urls.picture ? group.picture : null,
      urls.cover_image ? group.coverImage : null,
      urls.disclosure_document ? group.disclosureDocument : null,
    ];
  });
  await removeGroupFiles(storage, replaced);
  const group = await presentGroupById(db, groupId, adminUserId);
  return { message: GROUP_MESSAGES.saved(group.name), group_detail: group };
}

/**
 * The admin deletes the group: its memberships go with it; its trades stay with their owner (the
 * foreign key sets their group to null, so only the owner sees them) and in the track record.
 */
export async function deleteGroup(deps: GroupDeps, adminUserId: number, groupId: number) {
  const { db, storage } = deps;
  const deleted = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (group.adminUserId !== adminUserId) throw forbidden(GROUP_ACCESS_MESSAGES.adminOnly);
    await tx.delete(groups).where(eq(groups.id, groupId));
    return group;
  });
  await removeGroupFiles(storage, [deleted.picture, deleted.coverImage, deleted.disclosureDocument]);
  return { message: GROUP_MESSAGES.deleted(deleted.name) };
}

/** A group's participants (members now; the admin may also ask for pending requests). */
export async function listParticipants(
  db: AppDb,
  viewerUserId: number | null,
  groupId: number,
  options: { page: number; status: 'member' | 'requested' },
) {
  await requireParticipantsReader(db, groupId, viewerUserId, options.status);
  const size = PAGE_SIZE.groups;
  const where = and(
    eq(groupMembers.groupId, groupId),
    options.status === 'member' ? runsNow() : eq(groupMembers.status, 'requested'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: groupMembers.id,
        userId: groupMembers.userId,
        status: groupMembers.status,
        joinedAt: groupMembers.joinedAt,
        requestedAt: groupMembers.requestedAt,
        profileId: profileJoin.id,
        name: profileJoin.name,
        image: profileJoin.image,
        isSebiRegistered: profileJoin.isSebiRegistered,
      })
      .from(groupMembers)
      .innerJoin(profileJoin.table, eq(profileJoin.userId, groupMembers.userId))
      .where(where)
      .orderBy(desc(groupMembers.id))
      .limit(size)
      .offset((options.page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(groupMembers).where(where),
  ]);
  return {
    participants: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      profile_id: row.profileId,
      name: row.name ?? '',
      profile_image: row.image,
      is_sebi_registered: row.isSebiRegistered,
      status: row.status,
      joined_at: row.joinedAt?.toISOString() ?? null,
      requested_at: row.requestedAt?.toISOString() ?? null,
      is_admin: false,
    })),
    page_info: pageInfo(options.page, size, counted?.n ?? 0),
  };
}
