import type { CreatedRecordSchema } from '../schemas/common.ts';
import type { IdParamsSchema } from '../schemas/record-id.ts';
import type {
  AddWatchlistItemRequestSchema,
  CreateWatchlistTabRequestSchema,
  RenameWatchlistTabRequestSchema,
  WatchlistDetailQuerySchema,
  WatchlistSchema,
  WatchlistTabSchema,
} from '../schemas/watchlist.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type IdPath = In<typeof IdParamsSchema>;

/** The watchlists' calls (docs/api.md "Watchlists"; trades.md §3, §7), each declared once. */
export const WATCHLIST_ENDPOINTS = {
  watchlists: endpoint<{
    query: In<typeof WatchlistDetailQuerySchema>;
    response: Out<typeof WatchlistSchema>[];
  }>('GET', '/watchlist/detail/'),
  createTab: endpoint<{
    body: In<typeof CreateWatchlistTabRequestSchema>;
    response: Out<typeof WatchlistTabSchema>;
  }>('POST', '/watchlist/tabs/'),
  renameTab: endpoint<{
    params: IdPath;
    body: In<typeof RenameWatchlistTabRequestSchema>;
    response: Out<typeof WatchlistTabSchema>;
  }>('PATCH', '/watchlist/tabs/:id/'),
  /** 204, no body (the web reads nothing). */
  deleteTab: endpoint<{ params: IdPath; response: undefined }>('DELETE', '/watchlist/tabs/:id/'),
  addItem: endpoint<{
    body: In<typeof AddWatchlistItemRequestSchema>;
    response: Out<typeof CreatedRecordSchema>;
  }>('POST', '/watchlist/items/'),
  /** 204, no body (the web reads nothing). */
  removeItem: endpoint<{ params: IdPath; response: undefined }>('DELETE', '/watchlist/items/:id/'),
} as const;
