import type { z } from 'zod';
import type { CreatedRecordSchema } from '../schemas/common.ts';
import type {
  AddAllFollowersResponseSchema,
  CancelJoinBodySchema,
  ContactSchema,
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
  GroupWatchlistAddBodySchema,
  GroupWatchlistQuerySchema,
  GroupWatchlistRemoveQuerySchema,
  GroupWatchlistResponseSchema,
  GroupWatchlistSearchQuerySchema,
  GroupWatchlistSearchResponseSchema,
  JoinGroupResponseSchema,
  JoinLeaveBodySchema,
  JoinQuerySchema,
  OwnGroupsQuerySchema,
  ParticipantListSchema,
  ParticipantsQuerySchema,
  PremiumGroupListSchema,
  PremiumGroupsQuerySchema,
  UserPathSchema,
  ViewContactBodySchema,
  VisitorGroupDetailSchema,
} from '../schemas/groups.ts';
import type {
  GroupPlansPathSchema,
  PlansAnswerSchema,
  PlansSavedSchema,
  PlansUpdateSchema,
} from '../schemas/payment-setup.ts';
import type { ContactCardBodySchema } from '../validation/contact-card.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

type GroupPath = In<typeof GroupPathSchema>;
type Page = In<typeof GroupPageQuerySchema>;

/** The group form: multipart (with its files) or JSON fields. */
type GroupFormBody<Schema extends z.ZodType> = FormData | In<Schema>;

/** The groups' calls (docs/api.md "Groups"; groups-and-payments.md §7), each declared once. */
export const GROUP_ENDPOINTS = {
  createGroup: endpoint<{
    body: GroupFormBody<typeof GroupFormSchema>;
    response: Out<typeof GroupSavedResponseSchema>;
  }>('POST', '/api/own-groups/'),
  updateGroup: endpoint<{
    params: GroupPath;
    body: GroupFormBody<typeof GroupFormUpdateSchema>;
    response: Out<typeof GroupSavedResponseSchema>;
  }>('PUT', '/api/own-groups/:id/'),
  ownGroups: endpoint<{ query: In<typeof OwnGroupsQuerySchema>; response: Out<typeof GroupListSchema> }>(
    'GET',
    '/api/own-groups/',
  ),
  groupUsers: endpoint<{
    params: GroupPath;
    query: In<typeof ParticipantsQuerySchema>;
    response: Out<typeof ParticipantListSchema>;
  }>('GET', '/api/own-groups/:id/users/'),
  deleteGroup: endpoint<{ params: GroupPath; response: Message }>('DELETE', '/api/own-groups/:id/'),
  deleteGroupById: endpoint<{ query: Partial<In<typeof GroupIdQuerySchema>>; response: Message }>(
    'DELETE',
    '/api/group-detail/',
  ),
  addAllFollowers: endpoint<{ params: GroupPath; response: Out<typeof AddAllFollowersResponseSchema> }>(
    'POST',
    '/api/own-groups/:id/add-all-followers/',
  ),
  userGroups: endpoint<{
    params: In<typeof UserPathSchema>;
    query: Page;
    response: Out<typeof GroupListSchema>;
  }>('GET', '/api/user-groups/:id/'),
  groupUpdates: endpoint<{ query: Page; response: Out<typeof GroupListSchema> }>(
    'GET',
    '/api/groups/updates/',
  ),
  group: endpoint<{ params: GroupPath; response: Out<typeof GroupSchema> }>('GET', '/api/groups/:id/'),
  groupDetail: endpoint<{
    query: In<typeof GroupIdQuerySchema>;
    response: Out<typeof GroupDetailResponseSchema>;
  }>('GET', '/api/group-detail/'),
  groupDetailByPath: endpoint<{ params: GroupPath; response: Out<typeof GroupDetailResponseSchema> }>(
    'GET',
    '/api/group-detail/:id/',
  ),
  visitorGroupDetail: endpoint<{
    query: In<typeof GroupIdQuerySchema>;
    response: Out<typeof VisitorGroupDetailSchema>;
  }>('GET', '/api/get-group-detail/'),
  groupKpis: endpoint<{
    query: In<typeof GroupKpiQuerySchema>;
    response: Out<typeof GroupKpisResponseSchema>;
  }>('GET', '/api/group-kpis/'),
  joinGroup: endpoint<{
    params: GroupPath;
    query: In<typeof JoinQuerySchema>;
    response: Out<typeof JoinGroupResponseSchema>;
  }>('POST', '/api/groups/:id/join/'),
  leaveGroup: endpoint<{ params: GroupPath; response: Message }>('POST', '/api/groups/:id/leave/'),
  participants: endpoint<{ params: GroupPath; query: Page; response: Out<typeof ParticipantListSchema> }>(
    'GET',
    '/api/groups/:id/participants/',
  ),
  joinOrRequest: endpoint<{ body: In<typeof JoinLeaveBodySchema>; response: Message }>(
    'POST',
    '/api/join-leave/',
  ),
  cancelOrDecline: endpoint<{ body: In<typeof CancelJoinBodySchema>; response: Message }>(
    'DELETE',
    '/api/join-leave/',
  ),
  leaveOrAccept: endpoint<{ body: In<typeof JoinLeaveBodySchema>; response: Message }>(
    'PATCH',
    '/api/join-leave/',
  ),
  premiumGroups: endpoint<{
    query: In<typeof PremiumGroupsQuerySchema>;
    response: Out<typeof PremiumGroupListSchema>;
  }>('GET', '/api/premium-groups/'),
  groupPlans: endpoint<{ params: In<typeof GroupPlansPathSchema>; response: Out<typeof PlansAnswerSchema> }>(
    'GET',
    '/api/group-plans/:group_id/',
  ),
  saveGroupPlans: endpoint<{
    params: In<typeof GroupPlansPathSchema>;
    body: In<typeof PlansUpdateSchema>;
    response: Out<typeof PlansSavedSchema>;
  }>('PUT', '/api/group-plans/:group_id/'),
  groupWatchlist: endpoint<{
    query: In<typeof GroupWatchlistQuerySchema>;
    response: Out<typeof GroupWatchlistResponseSchema>;
  }>('GET', '/api/watchlist/detail/'),
  addToGroupWatchlist: endpoint<{
    body: In<typeof GroupWatchlistAddBodySchema>;
    response: Out<typeof CreatedRecordSchema>;
  }>('POST', '/api/watchlist/detail/'),
  removeFromGroupWatchlist: endpoint<{
    query: In<typeof GroupWatchlistRemoveQuerySchema>;
    body: { id?: number } | undefined;
    response: Message;
  }>('DELETE', '/api/watchlist/detail/'),
  searchGroupWatchlist: endpoint<{
    query: In<typeof GroupWatchlistSearchQuerySchema>;
    response: Out<typeof GroupWatchlistSearchResponseSchema>;
  }>('GET', '/api/group_watchlist/search/'),
  ownContactCard: endpoint<{ response: Out<typeof ContactSchema> }>('GET', '/api/group-contact/'),
  saveContactCard: endpoint<{ body: In<typeof ContactCardBodySchema>; response: Out<typeof ContactSchema> }>(
    'PUT',
    '/api/group-contact/',
  ),
  viewContactCard: endpoint<{ body: FormData | In<typeof ViewContactBodySchema>; response: Message }>(
    'POST',
    '/api/view-contact-detail/',
  ),
} as const;
