// The parts of a group page below its card and description, one chunk that loads once the group is
// known (components/lazy-group-body.tsx): on a phone the card and description paint without waiting
// for the trade list's code.
export { AddTradeFab } from '../../trades/index.ts';
export { GroupKpis } from './group-kpis.tsx';
export { GroupSetupCard } from './group-setup-checklist.tsx';
export { GroupTrades } from './group-trades.tsx';
export { GroupWatchlist } from './group-watchlist.tsx';
