import { z } from 'zod';
import { SIGNED_OUT_REASONS } from './constants.ts';

/**
 * Sign-ins that ended (logout, or a refresh token replayed), on the bus from the instance that
 * revoked them to every instance: the live channel drops the identity of each socket authenticated
 * with an access token of one of these families. `family_ids` are the refresh-token families
 * (one per sign-in) that access tokens carry.
 */
export const SessionsEndedSchema = z.object({
  user_id: z.number().int(),
  family_ids: z.array(z.uuid()).min(1),
});
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;

/**
 * Server -> client on the live channel: the socket is anonymous again, so nothing for its user
 * reaches it any more (public prices and trades still do). `session_ended`: the sign-in was ended
 * (logout, on this or another device); `token_expired`: the access token it was named with ran out,
 * and naming it again with a renewed token (`{"type":"auth"}`) resumes the user's pushes.
 */
export const SignedOutFrameSchema = z.object({
  type: z.literal('signed_out'),
  reason: z.enum(SIGNED_OUT_REASONS),
});
export type SignedOutFrame = z.infer<typeof SignedOutFrameSchema>;
