import { deletedUserName } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { storedPhotoKey } from '../users/index.ts';

/**
 * Deleting an account (issue 30; docs/operations.md "Deleting an account"), as raw statements over
 * every table that names a user or a profile: this one use case crosses every module's tables, and
 * ACCOUNT_RELATIONS (account-relations.ts) lists each reference with what deletion and merging do
 * to it, which a test holds against the database's foreign keys. Runs inside the caller's
 * transaction, with the user's row locked.
 */

export type ErasedAccount = {
  /** The sign-ins that were still open: the caller ends them on every instance once committed. */
  endedFamilyIds: string[];
  /** What the statements touched, for the audit log (counts only: no erased value is kept). */
  erased: Record<string, number>;
  /**
   * The stored files the erased references pointed at (the profile photo): the caller removes them
   * once committed, since a rolled-back deletion still needs them.
   */
  storedFiles: string[];
};

const countOf = (result: unknown): number => {
  const rows = resultRows<unknown>(result);
  const affected =
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows;
  return typeof affected === 'number' ? affected : rows.length;
};

/**
 * Follower and following counts recomputed from the rows, for the given users (after follows were
 * deleted or moved in bulk, which the follows module's per-row bookkeeping does not see).
 */
export async function recountFollows(tx: AppDb, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.param([...new Set(userIds)]);
  await tx.execute(sql`
    insert into follow_counts (user_id, followers_count, following_count)
    select u.id,
      (select count(*) from user_follows f where f.followee_id = u.id)::int,
      (select count(*) from user_follows f where f.follower_id = u.id)::int
    from users u where u.id = any(${ids}::int[])
    on conflict (user_id) do update set
      followers_count = excluded.followers_count, following_count = excluded.following_count`);
}

/** Those who follow the user or whom the user follows. */
export async function followNeighbours(tx: AppDb, userId: number): Promise<number[]> {
  const rows = resultRows<{ id: number }>(
    await tx.execute(sql`
      select follower_id as id from user_follows where followee_id = ${userId}
      union select followee_id as id from user_follows where follower_id = ${userId}`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Erases or anonymises the account's personal data and keeps what must stay (its published calls,
 * comments, polls, reports and webinars under the anonymised name; its payments, ledger and subscriptions as
 * the law requires). `now` stamps users.deleted_at.
 */
export async function eraseAccount(tx: AppDb, userId: number, now: Date): Promise<ErasedAccount> {
  const erased: Record<string, number> = {};
  const run = async (name: string, statement: ReturnType<typeof sql>) => {
    erased[name] = countOf(await tx.execute(statement));
  };

  // Sessions: every open sign-in revoked (the caller tells every instance and live socket).
  const families = resultRows<{ family_id: string }>(
    await tx.execute(sql`
      update refresh_tokens set revoked_at = ${now}
      where user_id = ${userId} and revoked_at is null
      returning family_id`),
  );
  erased.sessions = new Set(families.map((row) => row.family_id)).size;
  await run('otp_codes', sql`delete from otp_codes where user_id = ${userId}`);

  // The follow graph both ways, and the counts of those on its other side.
  const neighbours = await followNeighbours(tx, userId);
  await run(
    'follows',
    sql`delete from user_follows where follower_id = ${userId} or followee_id = ${userId}`,
  );
  await recountFollows(tx, [userId, ...neighbours]);
  await run(
    'blocks',
    sql`delete from user_blocks where blocked_by_user_id = ${userId} or blocked_user_id = ${userId}`,
  );

  // Personal data held only for the user's own use.
  await run(
    'watchlists',
    sql`delete from watchlists where profile_id in (select id from profiles where user_id = ${userId})`,
  );
  await run('notifications', sql`delete from notifications where recipient_id = ${userId}`);
  await run('notification_counters', sql`delete from notification_counters where user_id = ${userId}`);
  await run('recent_searches', sql`delete from recent_searches where user_id = ${userId}`);
  await run('payout_accounts', sql`delete from payout_accounts where user_id = ${userId}`);
  await run('broker_accounts', sql`delete from broker_accounts where user_id = ${userId}`);
  await run('expert_contacts', sql`delete from expert_contacts where user_id = ${userId}`);
  await run('staff_members', sql`delete from staff_members where user_id = ${userId}`);
  await run(
    'contact_detail_views',
    sql`update contact_detail_views set viewer_user_id = null where viewer_user_id = ${userId}`,
  );
  await run('visitor_sessions', sql`update visitor_sessions set user_id = null where user_id = ${userId}`);
  // Webinar registrations hold the name, email and phone given; the user's own webinars stay.
  await run('webinar_registrations', sql`delete from webinar_registrations where user_id = ${userId}`);
  // What they watched and how far; views_count keeps the views already counted. Purchases stay with
  // their payment orders, linked to the anonymised account.
  await run('video_views', sql`delete from video_views where viewer_user_id = ${userId}`);
  await run('video_progress', sql`delete from video_progress where viewer_user_id = ${userId}`);
  // The days they were active and what they shared; their coin ledger stays with the anonymised account.
  await run('active_days', sql`delete from active_days where user_id = ${userId}`);
  await run('trade_shares', sql`delete from trade_shares where user_id = ${userId}`);
  // Their risk questionnaire's answers (issue 33) say something about their finances.
  await run('risk_profiles', sql`delete from risk_profiles where user_id = ${userId}`);
  // Their holdings (issue 33) are their finances too; the holdings go with the portfolio row.
  await run('portfolios', sql`delete from portfolios where user_id = ${userId}`);
  await run('portfolio_imports', sql`delete from portfolio_imports where user_id = ${userId}`);
  // Their copy guardrails and price alerts (issue 34), and the guardrails others set on them as an expert.
  await run(
    'copy_guardrails',
    sql`delete from copy_guardrails where follower_user_id = ${userId} or expert_user_id = ${userId}`,
  );
  await run('price_alerts', sql`delete from price_alerts where user_id = ${userId}`);

  // The profile keeps its id (calls, comments, reports point at it) under the anonymised name.
  const photos = resultRows<{ profile_image: string | null }>(
    await tx.execute(sql`select profile_image from profiles where user_id = ${userId} for update`),
  );
  const storedFiles = photos.flatMap((row) => storedPhotoKey(row.profile_image) ?? []);
  await run(
    'profile',
    sql`update profiles set
      name = ${deletedUserName(userId)}, bio = null, profile_image = null,
      is_sebi_registered = false, sebi_user_type = null, sebi_number = null, sebi_valid_until = null,
      sebi_verification = null, sebi_remark = null, sebi_reviewed_at = null,
      parrva_reference = null, parrva_verified_on = null
    where user_id = ${userId}`,
  );
  await tx.execute(sql`
    update users set
      phone = null, email = null, firebase_uid = null, is_verified = false, is_superuser = false,
      deleted_at = ${now}, updated_at = ${now}
    where id = ${userId}`);

  return { endedFamilyIds: [...new Set(families.map((row) => row.family_id))], erased, storedFiles };
}
