/**
 * The trade card actions' ports (trades/ports.ts `TradeActionPorts`), one chunk loaded with the
 * actions (app/feature-ports.tsx): this module's exports are the port object.
 */
export { useTradeGroupOptions as useGroupOptions } from '../features/groups/index.ts';
export { bookmarkTrade } from '../features/watchlists/index.ts';
