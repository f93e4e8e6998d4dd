import { z } from 'zod';
import { PerformanceVerificationSchema } from '../sebi/performance-verification.ts';
import { TradeCountsSchema } from './trade.ts';

/** A profile as create-profile answers it (profile_detail). */
export const ProfileDetailSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  profile_image: z.string().nullable(),
  is_sebi_registered: z.boolean(),
  sebi_user_type: z.string().nullable(),
});
export type ProfileDetail = z.infer<typeof ProfileDetailSchema>;

/**
 * profile-details/:userId: the profile with its trade counts, over the trades the caller may see,
 * its follower and following counts, and whether the caller follows it.
 */
export const ProfileDetailsSchema = ProfileDetailSchema.extend({
  bio: z.string().nullable(),
  is_own_profile: z.boolean(),
  trade_counts: TradeCountsSchema,
  followers_count: z.number().int(),
  following_count: z.number().int(),
  is_followed: z.boolean(),
  /** Whether PaRRVA verified the figures shown with the profile (sebi/performance-verification.ts). */
  performance_verification: PerformanceVerificationSchema,
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

export const ProfileDetailsResponseSchema = z.object({ result: ProfileDetailsSchema });
export type ProfileDetailsResponse = z.infer<typeof ProfileDetailsResponseSchema>;

/** request_user is accepted; the token says who asks. */
export const ProfileDetailsQuerySchema = z.object({ request_user: z.string().optional() });

/** The profile photo upload's answer: the photo's stable address, now the profile's profile_image. */
export const ProfilePhotoResultSchema = z.object({ profile_image: z.string() });
export type ProfilePhotoResult = z.infer<typeof ProfilePhotoResultSchema>;
