import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import { uniquePhone } from '../../../test/unique.ts';
import { findOrCreateUserByPhone } from '../users/index.ts';
import { refreshTokens } from './auth.tables.ts';
import { createRevokedFamilies, REVOCATION_MAX_STALENESS_MS } from './revoked-families.ts';

const ACCESS_TTL_SECONDS = 900;
let database: TestDatabase;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await findOrCreateUserByPhone(database.db, uniquePhone())).id;
});
afterAll(() => database.close());

/** A sign-in's refresh token row, revoked at `revokedAt` (as logout writes it) or not. */
async function signInFamily(revokedAt: Date | null = null): Promise<string> {
  const familyId = randomUUID();
  await database.db.insert(refreshTokens).values({
    jti: randomUUID(),
    familyId,
    userId,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
    revokedAt,
  });
  return familyId;
}

const revokeInDatabase = (familyId: string) =>
  database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(eq(refreshTokens.familyId, familyId));

describe('revoked sign-ins kept in memory', () => {
  it('asks the database while it has not read the revocations yet', async () => {
    const revoked = createRevokedFamilies(database.db, { accessTtlSeconds: ACCESS_TTL_SECONDS });
    expect(await revoked.isRevoked(await signInFamily(new Date()))).toBe(true);
    expect(await revoked.isRevoked(await signInFamily())).toBe(false);
    await revoked.stop();
  });

  it('loads the revocations of an access token lifetime at start, not older ones', async () => {
    const recent = await signInFamily(new Date(Date.now() - 60_000));
    const long = await signInFamily(new Date(Date.now() - (ACCESS_TTL_SECONDS + 3600) * 1000));
    let clock = Date.now();
    const revoked = createRevokedFamilies(database.db, {
      accessTtlSeconds: ACCESS_TTL_SECONDS,
      now: () => clock,
    });
    await revoked.start();
    expect(await revoked.isRevoked(recent)).toBe(true);
    // Every token of a family revoked before the lifetime expired before now: nothing to stop.
    expect(await revoked.isRevoked(long)).toBe(false);
    clock += 1;
    await revoked.stop();
  });

  it("knows this instance's revocations at once, and reads other instances' on its next read", async () => {
    const revoked = createRevokedFamilies(database.db, { accessTtlSeconds: ACCESS_TTL_SECONDS });
    await revoked.start();
    const mine = await signInFamily();
    const theirs = await signInFamily();
    expect(await revoked.isRevoked(mine)).toBe(false);

    revoked.add([mine]);
    expect(await revoked.isRevoked(mine)).toBe(true);

    await revokeInDatabase(theirs);
    let seen = false;
    for (let attempt = 0; attempt < 100 && !seen; attempt++) {
      seen = await revoked.isRevoked(theirs);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
    await revoked.stop();
  });

  it('asks the database when its last read is older than the staleness bound', async () => {
    let clock = Date.now();
    const revoked = createRevokedFamilies(database.db, {
      accessTtlSeconds: ACCESS_TTL_SECONDS,
      now: () => clock,
    });
    await revoked.start();
    await revoked.stop(); // no more reads: the one at start grows stale
    const family = await signInFamily();
    await revokeInDatabase(family);
    // Still fresh: the answer comes from memory, which has not seen this revocation yet.
    expect(await revoked.isRevoked(family)).toBe(false);
    clock += REVOCATION_MAX_STALENESS_MS + 1;
    expect(await revoked.isRevoked(family)).toBe(true);
  });
});
