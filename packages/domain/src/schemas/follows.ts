import { z } from 'zod';
import { RECENT_PERFORMANCE_WINDOW } from '../metrics/recent-performance.ts';
import { SEBI_USER_TYPES } from '../sebi/registration.ts';
import { PageParamSchema } from './common.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';

/*
 * The follow graph's calls (platform.md §3 Influencer, §7): follow and unfollow, the follower and
 * following lists, recommendations, people you follow and the SEBI-registered directory. The token
 * says who asks: a user id in a body or path that names "me" is accepted and never trusted.
 */

/** The instrument kinds an expert posts public trades in, as the cards label them. */
export const INSTRUMENT_KINDS = ['Equity', 'F&O'] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

/**
 * An expert as the follow lists, recommendations and the SEBI directory show them.
 * - followers / following: counts.
 * - followers_ids: never a whole follower set: [viewer id] when the viewer follows, else [].
 * - trades_count_last_seven_days: public trades posted in the last 7 days.
 * - percent_last_seven_days: mean P&L percent of the public trades Live now or closed in the last 7
 *   days (Live ones at the last processed price); 0 when there are none.
 * - days_pnl / days_pnl_percent: the same trades' summed P&L in rupees, and that sum over the
 *   capital they put in (entry price x quantity), in percent.
 * - performance_window / performance_calls: the window of those figures ('1W', the last 7 days) and
 *   how many calls they rest on (the trades Live or closed), so a card can say both beside them.
 * - types_of_instrument: the kinds of instrument the expert's public trades are in.
 */
export const InfluencerSchema = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  profile_image: z.string().nullable(),
  followers: z.number().int(),
  following: z.number().int(),
  followers_ids: z.array(z.number().int()),
  trades_count_last_seven_days: z.number().int(),
  percent_last_seven_days: z.number(),
  performance_window: z.literal(RECENT_PERFORMANCE_WINDOW),
  performance_calls: z.number().int(),
  is_followed: z.boolean(),
  is_sebi_registered: z.boolean(),
  sebi_user_type: z.enum(SEBI_USER_TYPES).nullable(),
  days_pnl: z.number(),
  days_pnl_percent: z.number(),
  types_of_instrument: z.array(z.enum(INSTRUMENT_KINDS)),
});
export type Influencer = z.infer<typeof InfluencerSchema>;

/** POST follow-influencer: user_id is accepted (the token's user follows); to_follow_id is whom. */
export const FollowInfluencerBodySchema = z.object({
  user_id: recordIdSchema('user_id must be a user id').optional(),
  to_follow_id: recordIdSchema('to_follow_id must be a user id'),
});
export type FollowInfluencerBody = z.infer<typeof FollowInfluencerBodySchema>;

/** POST un-follow-influencer: user_id is accepted (the token's user unfollows); to_unfollow_id is whom. */
export const UnfollowInfluencerBodySchema = z.object({
  user_id: recordIdSchema('user_id must be a user id').optional(),
  to_unfollow_id: recordIdSchema('to_unfollow_id must be a user id'),
});
export type UnfollowInfluencerBody = z.infer<typeof UnfollowInfluencerBodySchema>;

const SearchQuerySchema = z.string().trim().max(100, 'search_query is at most 100 characters').optional();

/**
 * GET followers/ and following/: a user's followers (or whom they follow), 12 a page; user_id
 * defaults to the caller; search_query matches names.
 */
export const FollowListQuerySchema = z.object({
  page: PageParamSchema.default(1),
  search_query: SearchQuerySchema,
  user_id: recordIdParamSchema('user_id must be a user id').optional(),
});
export type FollowListQuery = z.input<typeof FollowListQuerySchema>;

/** followers/, following/ and sebi-users/: a page of experts and how many there are in all. */
export const FollowListResponseSchema = z.object({
  results: z.array(InfluencerSchema),
  count: z.number().int(),
});
export type FollowListResponse = z.infer<typeof FollowListResponseSchema>;

/** GET influencers-list/:userId/:page (userId names the caller; the token decides). */
export const InfluencersListParamsSchema = z.object({
  userId: recordIdParamSchema('userId must be a user id'),
  page: PageParamSchema,
});

/** GET people-you-follow-list/:userId (userId names the caller; the token decides). */
export const PeopleYouFollowParamsSchema = z.object({
  userId: recordIdParamSchema('userId must be a user id'),
});
export const PeopleYouFollowQuerySchema = z.object({ page: PageParamSchema.default(1) });

/** influencers-list and people-you-follow-list: a page of experts; num is the page count. */
export const InfluencerPageResponseSchema = z.object({
  result: z.array(InfluencerSchema),
  num: z.number().int(),
});
export type InfluencerPageResponse = z.infer<typeof InfluencerPageResponseSchema>;

/** GET sebi-users/: the SEBI-registered directory, optionally one kind, searchable by name. */
export const SebiUsersQuerySchema = z.object({
  page: PageParamSchema.default(1),
  search_query: SearchQuerySchema,
  sebi_user_type: z.enum(SEBI_USER_TYPES).optional(),
});
export type SebiUsersQuery = z.input<typeof SebiUsersQuerySchema>;
