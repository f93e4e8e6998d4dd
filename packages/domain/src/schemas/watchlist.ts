import { z } from 'zod';
import { MAX_WATCHLIST_NAME_LENGTH } from '../constants/limits.ts';
import { WATCHLIST_TYPES } from '../constants/trades.ts';
import { FORM_MESSAGES } from '../validation/messages.ts';
import { recordIdParamSchema } from './record-id.ts';
import { TradeSchema } from './trade.ts';

/** The watchlist calls (trades.md §3, §7): stock and trade tabs with their items, owner only. */

export const WATCHLIST_ITEM_MESSAGES = {
  stockOrTrade: 'Send either a stock or a trade',
  mixed: 'Send either watchlist with a stock or a trade, or follower_id, watcher_type and trade_id',
  followerId: 'follower_id must be your user id or profile id',
  watcherType: 'watcher_type must be trade',
  tradeId: 'trade_id must be a trade id',
  notYou: 'You can only add to your own watchlist',
} as const;

export const WatchlistTypeSchema = z.enum(WATCHLIST_TYPES);

export const WatchlistTabNameSchema = z
  .string({ message: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(MAX_WATCHLIST_NAME_LENGTH, `Watchlist names are at most ${MAX_WATCHLIST_NAME_LENGTH} characters`);

/** A stock in a stock tab, with its price. */
export const WatchlistStockSchema = z.object({
  id: z.number(),
  name: z.string(),
  symbol: z.string(),
  exchange: z.string(),
  live_price: z.number(),
  up_down_price: z.number(),
  up_down_percent: z.number(),
});
export type WatchlistStock = z.infer<typeof WatchlistStockSchema>;

export const WatchlistItemSchema = z.object({ id: z.number(), stock_data: WatchlistStockSchema });
export type WatchlistItem = z.infer<typeof WatchlistItemSchema>;

/** A bookmarked trade in a trade tab: `id` is the item (what removing it takes), `trade_data` the trade. */
export const WatchlistTradeItemSchema = z.object({ id: z.number(), trade_data: TradeSchema });
export type WatchlistTradeItem = z.infer<typeof WatchlistTradeItemSchema>;

export const WatchlistSchema = z.object({
  id: z.number(),
  name: z.string(),
  watchlist_type: WatchlistTypeSchema,
  items_count: z.number(),
  /** Stock tabs: the stocks with their prices. */
  items: z.array(WatchlistItemSchema),
  /** Trade tabs: the bookmarked trades the owner may still see. */
  trade_items: z.array(WatchlistTradeItemSchema),
});
export type Watchlist = z.infer<typeof WatchlistSchema>;

export const WatchlistTabSchema = z.object({
  id: z.number(),
  name: z.string(),
  watchlist_type: WatchlistTypeSchema,
});
export type WatchlistTab = z.infer<typeof WatchlistTabSchema>;

/** watchlist/detail/: the user's tabs of one type with their items. */
export const WatchlistDetailQuerySchema = z.object({
  category__watchlist_type: z.enum(WATCHLIST_TYPES, {
    message: 'category__watchlist_type must be trade or stock',
  }),
  profile__user__id: recordIdParamSchema(),
});
export type WatchlistDetailQuery = z.infer<typeof WatchlistDetailQuerySchema>;

export const CreateWatchlistTabRequestSchema = z.object({
  name: WatchlistTabNameSchema,
  watchlist_type: WatchlistTypeSchema,
});
export type CreateWatchlistTabRequest = z.infer<typeof CreateWatchlistTabRequestSchema>;

export const RenameWatchlistTabRequestSchema = z.object({ name: WatchlistTabNameSchema });
export type RenameWatchlistTabRequest = z.infer<typeof RenameWatchlistTabRequestSchema>;

/** The normal add: a stock or (in a trade tab) a trade, never both, into the tab `watchlist`. */
const WatchlistItemFieldsSchema = z.object({
  watchlist: recordIdParamSchema('watchlist must be a watchlist id'),
  stock: recordIdParamSchema('stock must be a security id').optional(),
  trade: recordIdParamSchema('trade must be a trade id').optional(),
});

/**
 * The followers' add (trades.md §7, "A version of watchlist add for followers sends follower_id,
 * watcher_type trade and trade_id"): bookmarks the trade into the caller's default trade tab.
 * `follower_id` names the caller: their user id or their profile id (docs/api.md, Watchlists).
 */
const FollowerBookmarkFieldsSchema = z.object({
  follower_id: recordIdParamSchema(WATCHLIST_ITEM_MESSAGES.followerId),
  watcher_type: z.literal('trade', { message: WATCHLIST_ITEM_MESSAGES.watcherType }),
  trade_id: recordIdParamSchema(WATCHLIST_ITEM_MESSAGES.tradeId),
});
export type FollowerBookmarkRequest = z.infer<typeof FollowerBookmarkFieldsSchema>;

/**
 * watchlist/items/: the normal add or the followers' add. Any of follower_id, watcher_type or
 * trade_id makes it the followers' add, which then needs all three and none of the normal fields.
 */
export const AddWatchlistItemRequestSchema = WatchlistItemFieldsSchema.partial()
  .extend(FollowerBookmarkFieldsSchema.partial().shape)
  .superRefine((body, ctx) => {
    const isFollowerForm =
      body.follower_id !== undefined || body.watcher_type !== undefined || body.trade_id !== undefined;
    if (isFollowerForm) {
      if (body.watchlist !== undefined || body.stock !== undefined || body.trade !== undefined) {
        ctx.addIssue({ code: 'custom', message: WATCHLIST_ITEM_MESSAGES.mixed });
        return;
      }
      const messages = {
        follower_id: WATCHLIST_ITEM_MESSAGES.followerId,
        watcher_type: WATCHLIST_ITEM_MESSAGES.watcherType,
        trade_id: WATCHLIST_ITEM_MESSAGES.tradeId,
      } as const;
      for (const [field, message] of Object.entries(messages)) {
        if (body[field as keyof typeof messages] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }
      return;
    }
    if (body.watchlist === undefined) {
      ctx.addIssue({ code: 'custom', path: ['watchlist'], message: 'watchlist must be a watchlist id' });
    } else if ((body.stock === undefined) === (body.trade === undefined)) {
      ctx.addIssue({ code: 'custom', message: WATCHLIST_ITEM_MESSAGES.stockOrTrade });
    }
  });
export type AddWatchlistItemRequest = z.infer<typeof WatchlistItemFieldsSchema> | FollowerBookmarkRequest;
