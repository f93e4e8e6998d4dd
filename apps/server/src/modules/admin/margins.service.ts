import {
  ADMIN_PAGE_SIZE,
  bpsToPercent,
  GROUP_REVIEW_ACTIONS,
  MARGIN_MESSAGES,
  type Margins,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { groupMarginCount, groupMargins, setGroupFeeBps } from '../groups/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { expertFeeBpsOf, expertMarginCount, expertMargins, setExpertFeeBps } from '../users/index.ts';

/**
 * Set margin (issue 30): the platform's fee per expert or per group, in basis points; null falls
 * back (group → its admin → PLATFORM_FEE_PERCENT). Payments read it when a payment succeeds
 * (payments/platform-fee.ts). Each change is one transaction with its audit event (admin.acted).
 */

/** Percent (0-100, two decimals) → basis points, exactly: 12.35 → 1235. */
const toBps = (percent: number | null) => (percent === null ? null : Math.round(percent * 100));

/** One page of the overrides (experts first, then groups, each by name) and the global default. */
export async function listMargins(
  db: AppDb,
  query: { page_number: number },
  defaultPercent: number,
): Promise<Margins> {
  const [experts, groupCount] = await Promise.all([expertMarginCount(db), groupMarginCount(db)]);
  const start = (query.page_number - 1) * ADMIN_PAGE_SIZE;
  const end = start + ADMIN_PAGE_SIZE;
  const [expertRows, groupRows] = await Promise.all([
    expertMargins(db, start, Math.min(end, experts) - start),
    groupMargins(db, Math.max(0, start - experts), end - Math.max(start, experts)),
  ]);
  const total = experts + groupCount;
  return {
    default_margin_percent: defaultPercent,
    results: [
      ...expertRows.map((row) => ({
        kind: 'expert' as const,
        id: row.userId,
        name: row.name,
        admin: null,
        margin_percent: bpsToPercent(row.bps),
      })),
      ...groupRows.map((row) => ({
        kind: 'group' as const,
        id: row.id,
        name: row.name,
        admin: { id: row.adminUserId, name: row.adminName },
        margin_percent: bpsToPercent(row.bps),
      })),
    ],
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

export type MarginChange = { actorUserId: number; marginPercent: number | null; defaultPercent: number };

const saved = (bps: number | null, effectivePercent: number) => ({
  message: bps === null ? MARGIN_MESSAGES.cleared : MARGIN_MESSAGES.saved,
  margin_percent: bps === null ? null : bpsToPercent(bps),
  effective_margin_percent: effectivePercent,
});

/** Sets or clears an expert's margin (404 for a user without a profile). */
export async function setExpertMargin(db: AppDb, userId: number, change: MarginChange) {
  const bps = toBps(change.marginPercent);
  await db.transaction(async (tx) => {
    const current = await setExpertFeeBps(tx, userId, bps);
    if (!current) throw notFound(MARGIN_MESSAGES.expertNotFound);
    await recordEvents(tx, [
      {
        type: 'admin.acted',
        actorUserId: change.actorUserId,
        action: GROUP_REVIEW_ACTIONS.setExpertMargin,
        targetType: 'user',
        targetId: userId,
        before: { margin_bps: current.before },
        after: { margin_bps: bps },
        remark: null,
      },
    ]);
  });
  return saved(bps, bps === null ? change.defaultPercent : bpsToPercent(bps));
}

/** Sets or clears a group's margin (404 for no such group). */
export async function setGroupMargin(db: AppDb, groupId: number, change: MarginChange) {
  const bps = toBps(change.marginPercent);
  const adminUserId = await db.transaction(async (tx) => {
    const current = await setGroupFeeBps(tx, groupId, bps);
    if (!current) throw notFound(MARGIN_MESSAGES.groupNotFound);
    await recordEvents(tx, [
      {
        type: 'admin.acted',
        actorUserId: change.actorUserId,
        action: GROUP_REVIEW_ACTIONS.setGroupMargin,
        targetType: 'group',
        targetId: groupId,
        before: { margin_bps: current.before },
        after: { margin_bps: bps },
        remark: null,
      },
    ]);
    return current.adminUserId;
  });
  if (bps !== null) return saved(bps, bpsToPercent(bps));
  const expertBps = await expertFeeBpsOf(db, adminUserId);
  return saved(null, expertBps === null ? change.defaultPercent : bpsToPercent(expertBps));
}
