import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, OTP_LENGTH, OTP_RESEND_TIMER_SECONDS } from '@tradecircle/domain';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import { findOrCreateUserByPhone, type UserRow } from '../users/index.ts';
import { otpCodes } from './auth.tables.ts';

/** OTP policy (docs/api.md): 5 minute validity, 5 tries per code, one send per 2 min, 5 an hour, 10 a day. */
export const OTP_POLICY = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendAfterSeconds: OTP_RESEND_TIMER_SECONDS,
  maxSendsPerHour: 5,
  maxSendsPerDay: 10,
} as const;

const HOUR_MS = 60 * 60 * 1000;
const tooMany = (message: string) => new AppError('RATE_LIMITED', message);

export type OtpDeps = { db: AppDb; sms: SmsProvider; secret: string };

function hashCode(secret: string, phone: string, code: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}:${nonce}`).digest('hex');
}

/**
 * Creates the user on first use, replaces any pending code with a new one, and sends it. One request
 * per number at a time decides: concurrent logins for a number queue on a transaction-scoped advisory
 * lock, so each sees the codes committed before it and all but the first are told to wait for the
 * resend timer. Without it, simultaneous logins each found no recent code and each sent one, and
 * every text but the last carried a code already replaced.
 */
export async function requestOtp(
  { db, sms, secret }: OtpDeps,
  phone: string,
  requestIp: string,
): Promise<{ user: UserRow; resendAfterSeconds: number }> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const nonce = randomBytes(16).toString('hex');

  const user = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-send'), hashtext(${phone}))`);
    // The clock is read once the lock is held: a request that queued for it is judged as of now.
    const now = Date.now();
    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const waitSeconds = latest
      ? Math.ceil((latest.createdAt.getTime() + OTP_POLICY.resendAfterSeconds * 1000 - now) / 1000)
      : 0;
    if (waitSeconds > 0) {
      throw tooMany(`Please wait ${formatWait(waitSeconds)} before requesting a new OTP`);
    }
    const [sentLastHour] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now - HOUR_MS))));
    const [sentLastDay] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now - 24 * HOUR_MS))));
    if (sentLastHour!.n >= OTP_POLICY.maxSendsPerHour || sentLastDay!.n >= OTP_POLICY.maxSendsPerDay) {
      throw tooMany('Too many OTP requests for this number, please try again later');
    }

    // A suspended account still gets its code: only whoever proves the phone by verifying it is
    // told the suspension and its reason (sign-in.service.ts), not anyone who types the number.
    const owner = await findOrCreateUserByPhone(tx, phone);
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.userId, owner.id), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId: owner.id,
      phone,
      codeHash: hashCode(secret, phone, code, nonce),
      nonce,
      requestIp,
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_POLICY.ttlSeconds * 1000),
    });
    return owner;
  });

  try {
    await sms.sendOtp(phone, code);
  } catch {
    await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
    throw new AppError('UNAVAILABLE', 'Could not send the OTP, please try again');
  }
  return { user, resendAfterSeconds: OTP_POLICY.resendAfterSeconds };
}

/**
 * Checks the user's pending code. Each try first claims one of the code's five attempts in a single
 * conditional UPDATE, so even concurrent guesses compare at most five codes; after that every try is
 * refused, right or wrong. A right code works once.
 */
export async function verifyOtp(
  { db, secret }: Omit<OtpDeps, 'sms'>,
  userId: number,
  code: string,
): Promise<void> {
  const [pending] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!pending) throw badRequest(AUTH_MESSAGES.otpExpired);
  if (pending.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.otpExpired);

  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, pending.id),
        isNull(otpCodes.consumedAt),
        sql`${otpCodes.attempts} < ${OTP_POLICY.maxAttempts}`,
      ),
    )
    .returning({ id: otpCodes.id });
  if (!claimed) throw tooMany(AUTH_MESSAGES.otpLocked);

  const expected = Buffer.from(pending.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, pending.phone, code, pending.nonce), 'hex');
  if (!timingSafeEqual(expected, actual)) throw badRequest(AUTH_MESSAGES.invalidOtp);

  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, pending.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw badRequest(AUTH_MESSAGES.otpExpired);
}

function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}:${rest} minutes` : `${seconds} seconds`;
}
