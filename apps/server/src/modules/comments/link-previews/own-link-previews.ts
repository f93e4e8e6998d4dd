import {
  formatRupees,
  type LinkPreview,
  MAX_RECORD_ID,
  statusLabel,
  type TradeStatus,
} from '@tradecircle/domain';
import type { AppDb } from '../../../db/client.ts';
import type { QuoteBook } from '../../market/index.ts';
import { findSecurityBySearchQuery } from '../../securities/index.ts';
import { findProfileByUserId, type Viewer } from '../../users/index.ts';
import { cutText, DESCRIPTION_MAX } from './html-meta.ts';

/** A shared trade, as its link preview shows it. */
export type SharedTrade = {
  symbol: string;
  tradeType: string;
  entryPrice: number;
  status: TradeStatus;
  reasoning: string;
  logo: string | null;
};

/** The trade as `viewer` may see it, or undefined (the trades module answers: findSharedTrade). */
export type SharedTradeLookup = (
  db: AppDb,
  viewer: Viewer,
  tradeId: number,
) => Promise<SharedTrade | undefined>;

export type OwnLinkDeps = { db: AppDb; quotes?: QuoteBook; findSharedTrade: SharedTradeLookup };

/**
 * A preview of one of TradeCircle's own pages, read from the database as `viewer` sees it: a shared
 * trade (/trade/{id}/{name}, or a profile link carrying trade_id), a security (/search/{symbol}-{exchange})
 * or a profile (/profile/{userId}/{name}). Null for other pages, unknown records, trades hidden from
 * the viewer, and groups (which do not exist yet).
 */
export async function previewOwnLink(
  deps: OwnLinkDeps,
  link: URL,
  viewer: Viewer,
  url: string,
): Promise<LinkPreview | null> {
  const [page, first] = pathSegments(link.pathname);
  const sharedTradeId = parseId(link.searchParams.get('trade_id'));
  switch (page) {
    case 'trade':
      return previewTrade(deps, parseId(first), viewer, url);
    case 'profile':
      return sharedTradeId !== null
        ? previewTrade(deps, sharedTradeId, viewer, url)
        : previewProfile(deps, parseId(first), url);
    case 'my-profile':
      return previewTrade(deps, sharedTradeId, viewer, url);
    case 'search':
      return first ? previewSecurity(deps, first, url) : null;
    default:
      return null;
  }
}

async function previewTrade(deps: OwnLinkDeps, tradeId: number | null, viewer: Viewer, url: string) {
  if (tradeId === null) return null;
  const trade = await deps.findSharedTrade(deps.db, viewer, tradeId);
  if (!trade) return null;
  const reasoning = trade.reasoning.trim();
  return {
    url,
    kind: 'trade',
    title: `${trade.symbol} ${trade.tradeType} @ ${formatRupees(trade.entryPrice)} · ${statusLabel(trade.status)}`,
    description: reasoning ? cutText(reasoning, DESCRIPTION_MAX) : null,
    image: trade.logo,
  } satisfies LinkPreview;
}

async function previewProfile(deps: OwnLinkDeps, userId: number | null, url: string) {
  if (userId === null) return null;
  const profile = await findProfileByUserId(deps.db, userId);
  if (!profile) return null;
  return {
    url,
    kind: 'profile',
    title: profile.name,
    description: profile.isSebiRegistered ? 'SEBI registered' : null,
    image: profile.profileImage,
  } satisfies LinkPreview;
}

async function previewSecurity(deps: OwnLinkDeps, query: string, url: string) {
  const security = await findSecurityBySearchQuery(deps.db, query);
  if (!security) return null;
  const livePrice = deps.quotes?.getQuote(security.id)?.livePrice;
  const price = livePrice ?? (security.closePrice === null ? null : Number(security.closePrice));
  const parts = [security.symbol, security.exchange, ...(price === null ? [] : [formatRupees(price)])];
  return {
    url,
    kind: 'security',
    title: security.name,
    description: parts.join(' · '),
    image: security.logo,
  } satisfies LinkPreview;
}

function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
