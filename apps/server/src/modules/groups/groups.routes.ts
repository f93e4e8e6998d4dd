import {
  AddAllFollowersResponseSchema,
  detailCountSchema,
  GroupDetailResponseSchema,
  GroupFormSchema,
  GroupFormUpdateSchema,
  GroupKpisResponseSchema,
  GroupListSchema,
  GroupPathSchema,
  GroupSavedResponseSchema,
  GroupSchema,
  JoinGroupResponseSchema,
  MessageResponseSchema,
  namedPageSchema,
  PAGE_SIZE,
  PageParamSchema,
  ParticipantListSchema,
  PremiumGroupListSchema,
  recordIdParamSchema,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { type ActorRule, ANY_USER } from '../../http/who-may-act.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { sendStoredFile } from '../../uploads/stored-file-reply.ts';
import { groupDetail, groupKpisFor } from './group-detail.service.ts';
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
const groupId = recordIdParamSchema('group must be a group id');
const memberId = recordIdParamSchema('member must be a user id');
const PageQuerySchema = z.object({ page: PageParamSchema.default(1) });
const IdQuerySchema = z.object({ id: recordIdParamSchema('id must be a group id') });
const optionalText = (max: number) => z.string().trim().max(max).optional();

const JoinQuerySchema = z.object({
  utm_source: optionalText(100),
  referred_by: recordIdParamSchema('referred_by must be a user id').optional(),
});

const JoinLeaveBodySchema = z.object({
  membership_type: z.enum(['member', 'request', 'left_membership'], {
    message: 'membership_type is member, request or left_membership',
  }),
  group: groupId,
  member: memberId.optional(),
  referred_by: recordIdParamSchema('referred_by must be a user id').optional(),
  utm_source: optionalText(100),
});

const PremiumQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(12),
  my_group: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

/** The KPI block's periods, and the plan periods a premium page asks with (Daily 1DAY ... Yearly 1YEAR). */
const KPI_FILTERS = {
  All: 'All',
  ALL: 'All',
  '1D': '1D',
  '1DAY': '1D',
  '1W': '1W',
  '1WEEK': '1W',
  '1M': '1M',
  '1MONTH': '1M',
  '3M': '3M',
  '3MONTH': '3M',
  '6M': '6M',
  '6MONTH': '6M',
  '1Y': '1Y',
  '1YEAR': '1Y',
} as const satisfies Record<string, TrackRecordPeriod>;
const GroupKpiQuerySchema = z.object({
  group_id: recordIdParamSchema('group_id must be a group id'),
  filters: z
    .enum(Object.keys(KPI_FILTERS) as [keyof typeof KPI_FILTERS], {
      message: 'filters is All, 1D, 1W, 1M, 6M, 1Y (or 1DAY, 1WEEK, 1MONTH, 3MONTH, 6MONTH, 1YEAR)',
    })
    .default('All')
    .transform((word) => KPI_FILTERS[word]),
});

const ParticipantsQuerySchema = PageQuerySchema.extend({
  status: z.enum(['member', 'requested']).default('member'),
});

export type GroupRoutesOptions = {
  auth: RequestAuth;
  storage: StorageProvider;
  /** Where a trial started by a join is recorded for My Memberships (payments' recordTrialSubscription). */
  recordTrial: TrialRecorder;
};

/** The groups' calls (docs/api.md "Groups"; groups-and-payments.md §7). */
export const groupRoutes: FastifyPluginAsyncZod<GroupRoutesOptions> = async (
  app,
  { auth, storage, recordTrial },
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

  app.post(
    '/api/own-groups/',
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

  app.put(
    '/api/own-groups/:id/',
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

  app.get(
    '/api/own-groups/',
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: "The caller's own groups, 12 a page (detail_count: 10 for the trade form's group picker)",
        querystring: PageQuerySchema.extend({
          detail_count: detailCountSchema(50).default(PAGE_SIZE.groups),
        }),
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

  app.get(
    '/api/own-groups/:id/users/',
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

  app.delete(
    '/api/own-groups/:id/',
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

  app.delete(
    '/api/group-detail/',
    {
      onRequest: requireUser,
      config: {
        whoMayAct: groupAdminOnly(db, groupField('query', 'id'), {
          ...groupField('body', 'id'),
          id: IdQuerySchema.shape.id,
        }),
      },
      schema: {
        tags,
        security,
        summary: 'Delete a group (its admin); id in the query or the body',
        querystring: IdQuerySchema.partial(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const id = request.query.id ?? IdQuerySchema.parse(request.body ?? {}).id;
      return removeGroup(request.user!.id, id);
    },
  );

  app.post(
    '/api/own-groups/:id/add-all-followers/',
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

  app.get(
    '/api/user-groups/:id/',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'The groups a user created, 12 a page',
        params: z.object({ id: recordIdParamSchema('userId must be a user id') }),
        querystring: PageQuerySchema,
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

  app.get(
    '/api/groups/updates/',
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Groups You Follow: the groups the caller is a member of, latest group trade first',
        querystring: PageQuerySchema,
        response: { 200: GroupListSchema },
      },
    },
    async (request) =>
      listGroups(db, request.user!.id, { kind: 'joined_by', userId: request.user!.id }, request.query.page),
  );

  app.get(
    '/api/groups/:id/',
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

  const detailRoute = (path: string, summary: string) =>
    app.get(
      path,
      {
        onRequest: identifyUser,
        schema: { tags, summary, querystring: IdQuerySchema, response: { 200: GroupDetailResponseSchema } },
      },
      async (request) => groupDetail(db, request.query.id, callerOf(request)),
    );
  detailRoute('/api/group-detail/', 'A group with its contact card, key offerings and watchlist');
  app.get(
    '/api/group-detail/:id/',
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
  app.get(
    '/api/get-group-detail/',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'A group for visitors: {group_detail}',
        querystring: IdQuerySchema,
        response: { 200: z.object({ group_detail: GroupSchema }) },
      },
    },
    async (request) => ({ group_detail: await presentGroupById(db, request.query.id, callerOf(request)) }),
  );

  app.get(
    '/api/group-kpis/',
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
    async (request) => ({ result: await groupKpisFor(db, request.query.group_id, request.query.filters) }),
  );

  app.post(
    '/api/groups/:id/join/',
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

  app.post(
    '/api/groups/:id/leave/',
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

  app.get(
    '/api/groups/:id/participants/',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A group's members, 12 a page (members and the admin)",
        params: GroupPathSchema,
        querystring: PageQuerySchema,
        response: { 200: ParticipantListSchema },
      },
    },
    async (request) =>
      listParticipants(db, callerOf(request), request.params.id, {
        page: request.query.page,
        status: 'member',
      }),
  );

  app.post(
    '/api/join-leave/',
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

  app.delete(
    '/api/join-leave/',
    {
      onRequest: requireUser,
      config: { whoMayAct: answeringRequests(false) },
      schema: {
        tags,
        security,
        summary: "Cancel the caller's request, or (the admin) decline member's request",
        body: JoinLeaveBodySchema.pick({ membership_type: true, group: true, member: true }),
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

  app.patch(
    '/api/join-leave/',
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

  app.get(
    '/api/premium-groups/',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "Premium groups (my_group: the caller's own), newest first",
        querystring: PremiumQuerySchema,
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

  app.get(
    `${GROUP_FILES_ROUTE}:key`,
    {
      schema: {
        tags,
        summary: "A group's picture, cover or disclosure document (public)",
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const stored = storedGroupFile(request.params.key);
      const file = stored ? await storage.open(stored.key) : undefined;
      if (!stored || !file) return reply.status(404).send({ message: 'File not found' });
      return sendStoredFile(reply, file, stored.contentType);
    },
  );
};
