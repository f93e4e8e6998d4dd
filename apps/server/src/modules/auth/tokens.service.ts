import { createSecretKey, randomUUID } from 'node:crypto';
import type { SessionsEnded } from '@tradecircle/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { refreshTokens } from './auth.tables.ts';
import { createRevokedFamilies } from './revoked-families.ts';
import { createVerifiedTokens, VERIFIED_TOKENS_KEPT } from './verified-tokens.ts';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export type TokenPair = { access: string; refresh: string };
/**
 * `familyId`: the sign-in (refresh-token family) the access token was issued in; null only for a
 * token issued before access tokens carried it (accepted until it expires, at most 15 minutes).
 * `expiresAt`: when it stops working (ms since the epoch).
 */
export type AccessClaims = { userId: number; familyId: string | null; expiresAt: number };

export type TokenServiceOptions = {
  /** ACCESS_TOKEN_TTL_SECONDS (15 minutes by default). */
  accessTtlSeconds: number;
  /**
   * Told of every sign-in revoked (logout, a refresh token replayed) once the revocation is written,
   * so that what still holds its access tokens (the live channel's sockets) lets go at once.
   */
  onSessionsEnded?: (ended: SessionsEnded) => Promise<void>;
  /**
   * Refuses a refresh for a user who may not sign in now (a suspended account: 403 with why), inside
   * the refresh's transaction, before the token is looked up.
   */
  refuseRefresh?: (tx: AppDb, userId: number) => Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);

/**
 * JWT access tokens (ACCESS_TOKEN_TTL_SECONDS, 15 min by default) and refresh tokens (30 days,
 * recorded). A refresh token works once: refreshing marks it used and issues the next one of its
 * family; presenting a used one again means it was stolen or replayed, so the whole family is
 * revoked. Access tokens carry their family, and every check asks whether it was revoked (logout,
 * reuse): at once on this instance, within a second on every other (revoked-families.ts keeps the
 * answer in memory, so a check costs no statement). What checked a token once and holds on to it (a
 * live socket) hears of the revocation through `onSessionsEnded`.
 */
export function createTokenService(
  db: AppDb,
  secret: string,
  { accessTtlSeconds, onSessionsEnded = async () => {}, refuseRefresh = async () => {} }: TokenServiceOptions,
) {
  // Imported once: jose imports a raw Uint8Array secret again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const revokedFamilies = createRevokedFamilies(db, { accessTtlSeconds });

  /** jose's full check, whose success is kept for the token's life (createVerifiedTokens). */
  const checkSignature = async (token: string) => {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date() });
    if (typeof payload.exp === 'number') verified.set(token, payload, payload.exp);
    return payload;
  };

  const sign = (claims: Record<string, unknown>, subject: number, ttlSeconds: number, jti: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subject))
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(key);
  };

  const verified = createVerifiedTokens<JWTPayload>(VERIFIED_TOKENS_KEPT);

  const verify = async (token: string, type: 'access' | 'refresh') => {
    try {
      const payload = verified.get(token) ?? (await checkSignature(token));
      if (payload.typ !== type || !payload.sub || !payload.jti) throw unauthorized('Invalid token');
      return payload as typeof payload & { sub: string; jti: string; exp: number; fam?: string };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Token has expired');
      throw unauthorized('Invalid token');
    }
  };

  /**
   * Revokes the families and tells of it, even when they were revoked already: a logout retried
   * after the telling failed tells again.
   */
  async function endSessions(userId: number, familyIds: string[]): Promise<void> {
    const unique = [...new Set(familyIds)];
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(inArray(refreshTokens.familyId, unique), isNull(refreshTokens.revokedAt)));
    revokedFamilies.add(unique);
    await onSessionsEnded({ user_id: userId, family_ids: unique });
  }

  /** The family and user of a refresh token's row, if it was issued here. */
  async function familyOf(refreshJti: string) {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, refreshJti));
    return row;
  }

  async function issuePair(tx: AppDb, userId: number, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshJti = randomUUID();
    const now = Date.now();
    await tx.insert(refreshTokens).values({
      jti: refreshJti,
      familyId,
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    const [access, refresh] = await Promise.all([
      sign({ typ: 'access', fam: familyId }, userId, accessTtlSeconds, randomUUID()),
      sign({ typ: 'refresh', fam: familyId }, userId, REFRESH_TOKEN_TTL_SECONDS, refreshJti),
    ]);
    return { access, refresh };
  }

  return {
    /** The in-memory revocations: started with the app, told of other instances' through the bus. */
    revokedFamilies,
    issuePair: (userId: number, tx: AppDb = db) => issuePair(tx, userId),

    async verifyAccess(token: string): Promise<AccessClaims> {
      const claims = await verify(token, 'access');
      const expiresAt = claims.exp * 1000;
      if (claims.fam === undefined) return { userId: Number(claims.sub), familyId: null, expiresAt };
      if (typeof claims.fam !== 'string' || !UUID.test(claims.fam)) throw unauthorized('Invalid token');
      if (await revokedFamilies.isRevoked(claims.fam)) throw unauthorized('Token has been revoked');
      return { userId: Number(claims.sub), familyId: claims.fam, expiresAt };
    },

    async rotate(refreshToken: string): Promise<TokenPair> {
      const claims = await verify(refreshToken, 'refresh');
      const outcome = await db.transaction(async (tx) => {
        await refuseRefresh(tx, Number(claims.sub));
        const [used] = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(refreshTokens.jti, claims.jti),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
        if (!used) return { reused: true as const };
        return { reused: false as const, pair: await issuePair(tx, used.userId, used.familyId) };
      });
      if (outcome.reused) {
        // Outside the refused transaction, so the revocation sticks.
        await this.revokeFamily(claims.jti);
        throw unauthorized('Refresh token has been revoked');
      }
      return outcome.pair;
    },

    /**
     * Ends every sign-in of the user at once (a suspension): their refresh tokens and the access tokens
     * of those sign-ins stop working, and their live sockets are told (onSessionsEnded).
     */
    async endAllSessions(userId: number): Promise<void> {
      const families = await db
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      if (families.length > 0)
        await endSessions(
          userId,
          families.map((row) => row.familyId),
        );
    },

    /** Revokes every token of the family the given refresh token belongs to (reuse). */
    async revokeFamily(refreshJti: string): Promise<void> {
      const row = await familyOf(refreshJti);
      if (row) await endSessions(row.userId, [row.familyId]);
    },

    /**
     * Logout: revokes the refresh token's family and the family of the access token that asked, so
     * both the refresh token and every access token of that sign-in stop working at once.
     */
    async revokeByToken(
      refreshToken: string,
      caller: { id: number; familyId: string | null },
    ): Promise<void> {
      const claims = await verify(refreshToken, 'refresh');
      if (Number(claims.sub) !== caller.id)
        throw new AppError('FORBIDDEN', 'This token belongs to another user');
      const families = [(await familyOf(claims.jti))?.familyId, caller.familyId].filter(
        (familyId): familyId is string => typeof familyId === 'string',
      );
      if (families.length > 0) await endSessions(caller.id, families);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
