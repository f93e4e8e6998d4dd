import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { refreshTokens } from './auth.tables.ts';

/** How often the revocations written by any instance are read. */
export const REVOCATION_SYNC_MS = 500;
/**
 * Past this age of the last successful read (the database unreachable, the timer starved), each
 * check asks the database itself: a revoked token must stop within a second on every instance.
 */
export const REVOCATION_MAX_STALENESS_MS = 1000;
/**
 * Each read looks this far behind the previous one: `revoked_at` is written with the writing
 * instance's clock, and a revocation may commit a little after the time it records.
 */
const CLOCK_OVERLAP_MS = 10_000;

type Options = {
  /** An access token lives this long, so a family revoked longer ago than it has no token left to stop. */
  accessTtlSeconds: number;
  now?: () => number;
};

/**
 * Which sign-ins (refresh-token families) are revoked, kept in memory so that checking an access
 * token costs no statement: every authenticated request used to ask the database. The set holds
 * the families revoked within an access token's lifetime: filled from the database at start, by
 * this instance's own revocations at once (`add`), by other instances' through the bus
 * (SESSIONS_ENDED, also `add`), and by reading new revocations every REVOCATION_SYNC_MS, the path
 * that does not depend on the bus. While that read is stale, checks go to the database.
 */
export function createRevokedFamilies(db: AppDb, { accessTtlSeconds, now = Date.now }: Options) {
  const revokedAt = new Map<string, number>();
  const keepMs = accessTtlSeconds * 1000 + CLOCK_OVERLAP_MS;
  let syncedAt = Number.NEGATIVE_INFINITY;
  let readFrom = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> | undefined;

  const add = (familyIds: Iterable<string>, at = now()) => {
    for (const familyId of familyIds) if (!revokedAt.has(familyId)) revokedAt.set(familyId, at);
  };

  async function read(): Promise<void> {
    const startedAt = now();
    const from = Math.max(readFrom, startedAt - keepMs);
    const rows = await db
      .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(and(isNotNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, new Date(from))));
    for (const row of rows) add([row.familyId], row.revokedAt?.getTime() ?? startedAt);
    for (const [familyId, at] of revokedAt) if (at < startedAt - keepMs) revokedAt.delete(familyId);
    readFrom = startedAt - CLOCK_OVERLAP_MS;
    syncedAt = startedAt;
  }

  const sync = () => {
    syncing ??= read()
      .catch(() => {})
      .finally(() => {
        syncing = undefined;
      });
    return syncing;
  };

  async function askDatabase(familyId: string): Promise<boolean> {
    const [row] = await db
      .select({ jti: refreshTokens.jti })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** Families this process knows were revoked (its own logouts, the bus). */
    add,
    async isRevoked(familyId: string): Promise<boolean> {
      if (revokedAt.has(familyId)) return true;
      if (now() - syncedAt <= REVOCATION_MAX_STALENESS_MS) return false;
      void sync();
      return askDatabase(familyId);
    },
    /** Reads the revocations once, then every REVOCATION_SYNC_MS until `stop`. */
    async start(): Promise<void> {
      await sync();
      timer ??= setInterval(() => void sync(), REVOCATION_SYNC_MS).unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await syncing;
    },
  };
}

export type RevokedFamilies = ReturnType<typeof createRevokedFamilies>;
