import {
  AddAllFollowersResponseSchema,
  CancelJoinBodySchema,
  GAMIFICATION_ENDPOINTS,
  GROUP_ENDPOINTS,
  GroupCoinUnlockBodySchema,
  GroupCoinUnlockResponseSchema,
  GroupDetailResponseSchema,
  GroupFormSchema,
  GroupFormUpdateSchema,
  GroupIdQuerySchema,
  GroupKpiQuerySchema,
  GroupKpisResponseSchema,
  GroupListSchema,
  GroupPageQuerySchema,
  GroupPathSchema,
  GroupSavedResponseSchema,
  GroupSchema,
  JoinGroupResponseSchema,
  JoinLeaveBodySchema,
  JoinQuerySchema,
  MessageResponseSchema,
  OwnGroupsQuerySchema,
  ParticipantListSchema,
  ParticipantsQuerySchema,
  PremiumGroupListSchema,
  PremiumGroupsQuerySchema,
  recordIdParamSchema,
  UserPathSchema,
  VisitorGroupDetailSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { type ActorRule, ANY_USER } from '../../http/who-may-act.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { servePublicStoredFiles } from '../../uploads/stored-file-reply.ts';
import { setCoinUnlock } from './coin-unlock.ts';
import { type GroupAchievable, groupDetail, groupKpisFor } from './group-detail.service.ts';
import { GROUP_FILES_ROUTE, storedGroupFile } from './group-files.ts';
import { formError, readGroupForm } from './group-form.ts';
import {
  createGroup,
  deleteGroup,
  type GroupDeps,
  listGroups,
  listParticipants,
  presentGroupById,
  updateGroup,
} from './groups.service.ts';
import { groupAdminOnly, groupField, participantsReaders } from './groups.who-may-act.ts';
import {
  addAllFollowers,
  answerRequest,
  askToJoin,
  cancelRequest,
  type JoinDeps,
  leaveGroup,
  type TrialRecorder,
} from './membership.service.ts';

const tags = ['groups'];
const security = [{ bearerAuth: [] }];
const memberId = recordIdParamSchema('member must be a user id');

export type GroupRoutesOptions = {
  auth: RequestAuth;
  storage: StorageProvider;
  /** Where a trial started by a join is recorded for My Memberships (payments' recordTrialSubscription). */
  recordTrial: TrialRecorder;
  /** A group's calls claimed against achievable (group-kpis). */
  achievable: GroupAchievable;
};

/** The groups' calls (docs/api.md "Groups"; groups-and-payments.md §7). */
export const groupRoutes: FastifyPluginAsyncZod<GroupRoutesOptions> = async (
  app,
  { auth, storage, recordTrial, achievable },
) => {
  const { requireUser, identifyUser } = auth;
  const deps: GroupDeps = { db: app.database.db, storage };
  const db = deps.db;
  const joinDeps: JoinDeps = { db, recordTrial };
  const callerOf = (request: { user: { id: number } | null }) => request.user?.id ?? null;
  const uploadLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };
  const adminOfPathGroup = groupAdminOnly(db, groupField('params', 'id'));
  /**
   * join-leave: answering `member`'s request (another user's) is the admin's; `accepting` also needs
   * membership_type member. The caller's own join, leave or cancel is anyone's.
   */
  const answeringRequests = (accepting: boolean): ActorRule => {
    const admin = groupAdminOnly(db, groupField('body', 'group'));
    return {
      ...admin,
      who: "the group's admin, when member names another user",
      dependsOn: accepting ? ['membership_type', 'member'] : ['member'],
      authorize: async (userId, subject, input) => {
        const body = input.body as { member?: unknown; membership_type?: unknown };
        const member = memberId.safeParse(body.member);
        if (!member.success || member.data === userId) return;
        if (accepting && body.membership_type !== 'member') return;
        await admin.authorize(userId, subject, input);
      },
    };
  };

  on(app, GROUP_ENDPOINTS.createGroup)(
    {
      onRequest: requireUser,
      config: { ...uploadLimit, whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Create a group (multipart or JSON: name required; group_type, description, disclaimer, picture, cover_image, disclosure_document (PDF), types_of_instrument, key_offering, is_limited_offer, free_trail, participants, add_all_followers)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: GroupSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readGroupForm(request);
      const form = GroupFormSchema.safeParse(fields);
      if (!form.success) throw formError(form.error);
      return reply.status(201).send(await createGroup(deps, request.user!.id, form.data, files));
    },
  );

  on(app, GROUP_ENDPOINTS.updateGroup)(
    {
      onRequest: requireUser,
      config: { ...uploadLimit, whoMayAct: adminOfPathGroup },
      schema: {
        tags,
        security,
        summary: 'Edit a group (its admin): the fields and files sent change',
        params: GroupPathSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: GroupSavedResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readGroupForm(request);
      const form = GroupFormUpdateSchema.safeParse(fields);
      if (!form.success) throw formError(form.error);
      return updateGroup(deps, request.user!.id, request.params.id, form.data, files);
    },
  );

  on(app, GROUP_ENDPOINTS.ownGroups)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: "The caller's own groups, 12 a page (detail_count: 10 for the trade form's group picker)",
        querystring: OwnGroupsQuerySchema,
        response: { 200: GroupListSchema },
      },
    },
    async (request) =>
      listGroups(
        db,
        request.user!.id,
        { kind: 'created_by', userId: request.user!.id },
        request.query.page,
        request.query.detail_count,
      ),
  );

  on(app, GROUP_ENDPOINTS.groupUsers)(
    {
      onRequest: requireUser,
      config: { whoMayAct: participantsReaders(db, groupField('params', 'id')) },
      schema: {
        tags,
        security,
        summary: "A group's members (or, with status=requested, its pending requests), for its admin",
        params: GroupPathSchema,
        querystring: ParticipantsQuerySchema,
        response: { 200: ParticipantListSchema },
      },
    },
    async (request) => listParticipants(db, request.user!.id, request.params.id, request.query),
  );

  const removeGroup = async (userId: number, id: number) => deleteGroup(deps, userId, id);

  on(app, GROUP_ENDPOINTS.deleteGroup)(
    {
      onRequest: requireUser,
      config: { whoMayAct: adminOfPathGroup },
      schema: {
        tags,
        security,
        summary: 'Delete a group (its admin)',
        params: GroupPathSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => removeGroup(request.user!.id, request.params.id),
  );

  on(app, GAMIFICATION_ENDPOINTS.groupCoinUnlock)(
    {
      onRequest: requireUser,
      config: { whoMayAct: adminOfPathGroup },
      schema: {
        tags,
        security,
        summary: "Let coins unlock this Premium group's closed calls, or not (its admin; docs/operations.md)",
        params: GroupPathSchema,
        body: GroupCoinUnlockBodySchema,
        response: { 200: GroupCoinUnlockResponseSchema },
      },
    },
    async (request) => {
      if (!(await setCoinUnlock(db, request.params.id, request.body.enabled)))
        throw badRequest('Only a Premium group can be unlocked with coins');
      return {
        message: request.body.enabled
          ? 'Closed calls of this group can now be unlocked with coins'
          : 'Closed calls of this group can no longer be unlocked with coins',
        coin_unlock_enabled: request.body.enabled,
      };
    },
  );

  on(app, GROUP_ENDPOINTS.deleteGroupById)(
    {
      onRequest: requireUser,
      config: {
        whoMayAct: groupAdminOnly(db, groupField('query', 'id'), {
          ...groupField('body', 'id'),
          id: GroupIdQuerySchema.shape.id,
        }),
      },
      schema: {
        tags,
        security,
        summary: 'Delete a group (its admin); id in the query or the body',
        querystring: GroupIdQuerySchema.partial(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const id = request.query.id ?? GroupIdQuerySchema.parse(request.body ?? {}).id;
      return removeGroup(request.user!.id, id);
    },
  );

  on(app, GROUP_ENDPOINTS.addAllFollowers)(
    {
      onRequest: requireUser,
      config: { whoMayAct: adminOfPathGroup },
      schema: {
        tags,
        security,
        summary: "Add all of the admin's followers as members",
        params: GroupPathSchema,
        response: { 200: AddAllFollowersResponseSchema },
      },
    },
    async (request) => addAllFollowers(db, request.user!.id, request.params.id),
  );

  on(app, GROUP_ENDPOINTS.userGroups)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'The groups a user created, 12 a page',
        params: UserPathSchema,
        querystring: GroupPageQuerySchema,
        response: { 200: GroupListSchema },
      },
    },
    async (request) =>
      listGroups(
        db,
        callerOf(request),
        { kind: 'created_by', userId: request.params.id },
        request.query.page,
      ),
  );

  on(app, GROUP_ENDPOINTS.groupUpdates)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Groups You Follow: the groups the caller is a member of, latest group trade first',
        querystring: GroupPageQuerySchema,
        response: { 200: GroupListSchema },
      },
    },
    async (request) =>
      listGroups(db, request.user!.id, { kind: 'joined_by', userId: request.user!.id }, request.query.page),
  );

  on(app, GROUP_ENDPOINTS.group)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'A group (the card and detail shape)',
        params: GroupPathSchema,
        response: { 200: GroupSchema },
      },
    },
    async (request) => presentGroupById(db, request.params.id, callerOf(request)),
  );

  on(app, GROUP_ENDPOINTS.groupDetail)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'A group with its contact card, key offerings and watchlist',
        querystring: GroupIdQuerySchema,
        response: { 200: GroupDetailResponseSchema },
      },
    },
    async (request) => groupDetail(db, request.query.id, callerOf(request)),
  );
  on(app, GROUP_ENDPOINTS.groupDetailByPath)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'The same, the id in the path',
        params: GroupPathSchema,
        response: { 200: GroupDetailResponseSchema },
      },
    },
    async (request) => groupDetail(db, request.params.id, callerOf(request)),
  );
  on(app, GROUP_ENDPOINTS.visitorGroupDetail)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'A group for visitors: {group_detail}',
        querystring: GroupIdQuerySchema,
        response: { 200: VisitorGroupDetailSchema },
      },
    },
    async (request) => ({ group_detail: await presentGroupById(db, request.query.id, callerOf(request)) }),
  );

  on(app, GROUP_ENDPOINTS.groupKpis)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "A group's KPIs for a period, from the track record of its calls (filters: All, 1D/1DAY, 1W/1WEEK, 1M/1MONTH, 3MONTH, 6M/6MONTH, 1Y/1YEAR)",
        querystring: GroupKpiQuerySchema,
        response: { 200: GroupKpisResponseSchema },
      },
    },
    async (request) => ({
      result: await groupKpisFor(db, request.query.group_id, request.query.filters, achievable),
    }),
  );

  on(app, GROUP_ENDPOINTS.joinGroup)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Join: a Public group at once, a Private one by a request, a Premium one by its free trial (paid plans come with payments)',
        params: GroupPathSchema,
        querystring: JoinQuerySchema,
        response: { 200: JoinGroupResponseSchema },
      },
    },
    async (request) =>
      askToJoin(joinDeps, request.user!.id, request.params.id, {
        utmSource: request.query.utm_source ?? null,
        referredBy: request.query.referred_by ?? null,
      }),
  );

  on(app, GROUP_ENDPOINTS.leaveGroup)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Leave a group',
        params: GroupPathSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => leaveGroup(db, request.user!.id, request.params.id),
  );

  on(app, GROUP_ENDPOINTS.participants)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A group's members, 12 a page (members and the admin)",
        params: GroupPathSchema,
        querystring: GroupPageQuerySchema,
        response: { 200: ParticipantListSchema },
      },
    },
    async (request) =>
      listParticipants(db, callerOf(request), request.params.id, {
        page: request.query.page,
        status: 'member',
      }),
  );

  on(app, GROUP_ENDPOINTS.joinOrRequest)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Join (membership_type member) or ask to join (request) a group; member is the caller',
        body: JoinLeaveBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.membership_type === 'left_membership') return leaveGroup(db, request.user!.id, body.group);
      const joined = await askToJoin(joinDeps, request.user!.id, body.group, {
        referredBy: body.referred_by ?? null,
        utmSource: body.utm_source ?? null,
      });
      return { message: joined.message };
    },
  );

  on(app, GROUP_ENDPOINTS.cancelOrDecline)(
    {
      onRequest: requireUser,
      config: { whoMayAct: answeringRequests(false) },
      schema: {
        tags,
        security,
        summary: "Cancel the caller's request, or (the admin) decline member's request",
        body: CancelJoinBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { group, member } = request.body;
      const caller = request.user!.id;
      if (member !== undefined && member !== caller) return answerRequest(db, caller, group, member, false);
      return cancelRequest(db, caller, group);
    },
  );

  on(app, GROUP_ENDPOINTS.leaveOrAccept)(
    {
      onRequest: requireUser,
      config: { whoMayAct: answeringRequests(true) },
      schema: {
        tags,
        security,
        summary:
          "Leave (membership_type left_membership), or (the admin) accept member's request (membership_type member)",
        body: JoinLeaveBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { membership_type, group, member } = request.body;
      const caller = request.user!.id;
      if (membership_type === 'left_membership') return leaveGroup(db, caller, group);
      if (membership_type === 'member' && member !== undefined && member !== caller)
        return answerRequest(db, caller, group, member, true);
      throw badRequest(
        "PATCH join-leave leaves a group (left_membership) or, for its admin, accepts member's request (member)",
      );
    },
  );

  on(app, GROUP_ENDPOINTS.premiumGroups)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "Premium groups (my_group: the caller's own), newest first",
        querystring: PremiumGroupsQuerySchema,
        response: { 200: PremiumGroupListSchema },
      },
    },
    async (request) => {
      const { page_number, detail_count, my_group } = request.query;
      const caller = callerOf(request);
      const list = await listGroups(
        db,
        caller,
        { kind: 'premium', ...(my_group && caller !== null && { ownerUserId: caller }) },
        page_number,
        detail_count,
      );
      return { premium_groups: list.groups, page_info: list.page_info };
    },
  );

  servePublicStoredFiles(app, {
    prefix: GROUP_FILES_ROUTE,
    summary: "A group's picture, cover or disclosure document (public)",
    tags,
    storage,
    resolve: storedGroupFile,
  });
};
