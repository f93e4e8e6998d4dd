import { recordIdParamSchema, recordIdSchema, TradeCountsSchema, TradeSchema } from '@tradecircle/domain';
import { z } from 'zod';

/** Request and answer schemas of the trades routes that the domain package does not define. */

export const TradeIdParam = recordIdParamSchema('id must be a trade id');
export const TradeIdPathParam = recordIdParamSchema('trade_id must be a trade id');
export const UserIdParam = recordIdParamSchema('userId must be a user id');
export const GroupIdParam = recordIdParamSchema('groupId must be a group id');
export const TabParam = z.coerce
  .number({ message: 'Unknown tab: 0 lists posted trades, 1 followed trades' })
  .int('Unknown tab: 0 lists posted trades, 1 followed trades');
const TradeId = recordIdSchema('id must be a trade id');

export const TradeIdBodySchema = z.object({ id: TradeId });
export const MessageSchema = z.object({ message: z.string() });
export const MessageWithTradeSchema = z.object({ message: z.string(), trade_detail: TradeSchema });

export const FeaturedBodySchema = z.object({
  id: TradeId,
  is_featured: z.boolean({ message: 'is_featured must be true or false' }),
  request_type: z.literal('featured', { message: 'request_type must be featured' }),
});

export const ReasoningBodySchema = z.object({
  reason: z
    .string({ message: 'Required.' })
    .trim()
    .min(1, 'Required.')
    .max(5000, 'Reasoning is at most 5000 characters'),
});

/** trade-patch does one thing per call, so a field it does not know is refused rather than ignored. */
export const TradePatchBodySchema = z.strictObject({
  id: TradeId,
  entry_price: z.number({ message: 'entry_price must be a number' }).optional(),
  status: z.literal('Closed', { message: 'Only status Closed can be set, to exit a live trade' }).optional(),
});

export const ProfileDetailSchema = z.object({
  result: z.object({
    id: z.number(),
    user_id: z.number(),
    name: z.string(),
    profile_image: z.string().nullable(),
    bio: z.string().nullable(),
    is_sebi_registered: z.boolean(),
    sebi_user_type: z.string().nullable(),
    is_own_profile: z.boolean(),
    trade_counts: TradeCountsSchema,
  }),
});
