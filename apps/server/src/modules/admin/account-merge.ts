import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { mergeRecords } from '../track-record/index.ts';
import { followNeighbours, recountFollows } from './account-erasure.ts';

/**
 * Merging two accounts of one person (issue 30; docs/operations.md "Merging profiles"): everything
 * the merged account did or holds moves to the surviving one, where a unique key allows one row the
 * better one stays, and then the merged account is erased (eraseAccount). Inside the caller's
 * transaction, both users' rows locked. ACCOUNT_RELATIONS says what happens to each reference.
 */

export type MergeIds = {
  survivingUserId: number;
  survivingProfileId: number | null;
  mergedUserId: number;
  mergedProfileId: number | null;
};

const affected = (result: unknown): number => {
  const count =
    (result as { rowCount?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows;
  return typeof count === 'number' ? count : resultRows<unknown>(result).length;
};

/** Moves the merged account's relations to the surviving account; answers how many rows each moved. */
export async function moveAccountRelations(tx: AppDb, given: MergeIds): Promise<Record<string, number>> {
  const { survivingUserId: s, mergedUserId: m } = given;
  const moved: Record<string, number> = {};
  let ids = given;
  // A surviving account without a profile takes the merged one's whole: what names it stays put.
  if (given.survivingProfileId === null && given.mergedProfileId !== null) {
    await tx.execute(sql`update profiles set user_id = ${s} where id = ${given.mergedProfileId}`);
    moved.profile = 1;
    ids = { ...given, survivingProfileId: given.mergedProfileId, mergedProfileId: null };
  }
  const run = async (name: string, statement: ReturnType<typeof sql>) => {
    moved[name] = (moved[name] ?? 0) + affected(await tx.execute(statement));
  };

  // Follows both ways, without duplicates or following oneself; then the counts of all involved.
  const neighbours = [...(await followNeighbours(tx, m)), ...(await followNeighbours(tx, s))];
  await run(
    'follows',
    sql`insert into user_follows (follower_id, followee_id, created_at)
      select ${s}, followee_id, created_at from user_follows where follower_id = ${m} and followee_id <> ${s}
      on conflict do nothing`,
  );
  await run(
    'follows',
    sql`insert into user_follows (follower_id, followee_id, created_at)
      select follower_id, ${s}, created_at from user_follows where followee_id = ${m} and follower_id <> ${s}
      on conflict do nothing`,
  );
  await tx.execute(sql`delete from user_follows where follower_id = ${m} or followee_id = ${m}`);
  await recountFollows(tx, [s, m, ...neighbours]);

  // Blocks both ways, the same way.
  await run(
    'blocks',
    sql`insert into user_blocks (blocked_by_user_id, blocked_user_id, blocked_profile_id, reason_id, is_anonymous, created_at)
      select ${s}, blocked_user_id, blocked_profile_id, reason_id, is_anonymous, created_at
      from user_blocks where blocked_by_user_id = ${m} and blocked_user_id <> ${s}
      on conflict do nothing`,
  );
  if (ids.survivingProfileId !== null)
    await run(
      'blocks',
      sql`insert into user_blocks (blocked_by_user_id, blocked_user_id, blocked_profile_id, reason_id, is_anonymous, created_at)
        select blocked_by_user_id, ${s}, ${ids.survivingProfileId}, reason_id, is_anonymous, created_at
        from user_blocks where blocked_user_id = ${m} and blocked_by_user_id <> ${s}
        on conflict do nothing`,
    );

  // Group memberships: where both have a row, the better standing stays (a member over a request
  // over one who left; then the later expiry, no expiry being the best), the free trial used if
  // either used it; then the groups' counts from their rows.
  const touchedGroups = resultRows<{ group_id: number }>(
    await tx.execute(sql`select group_id from group_members where user_id = ${m}`),
  ).map((row) => Number(row.group_id));
  await tx.execute(sql`
    update group_members s set
      status = mm.status, requested_at = mm.requested_at, joined_at = mm.joined_at, left_at = mm.left_at,
      expires_at = mm.expires_at, updated_at = now()
    from group_members mm
    where s.user_id = ${s} and mm.user_id = ${m} and mm.group_id = s.group_id
      and (case mm.status when 'member' then 3 when 'requested' then 2 else 1 end,
           coalesce(mm.expires_at, 'infinity'::timestamptz))
        > (case s.status when 'member' then 3 when 'requested' then 2 else 1 end,
           coalesce(s.expires_at, 'infinity'::timestamptz))`);
  await tx.execute(sql`
    update group_members s set used_free_trial = true
    from group_members mm
    where s.user_id = ${s} and mm.user_id = ${m} and mm.group_id = s.group_id and mm.used_free_trial`);
  await tx.execute(sql`
    delete from group_members mm using group_members s
    where mm.user_id = ${m} and s.user_id = ${s} and s.group_id = mm.group_id`);
  await run('memberships', sql`update group_members set user_id = ${s} where user_id = ${m}`);
  await tx.execute(
    sql`update group_members set referred_by = ${s} where referred_by = ${m} and user_id <> ${s}`,
  );
  await tx.execute(sql`update group_members set referred_by = null where referred_by = ${m}`);
  if (touchedGroups.length > 0)
    await tx.execute(sql`
      update groups g set
        participants_count = (select count(*) from group_members gm where gm.group_id = g.id and gm.status = 'member'),
        active_group_members = (select count(*) from group_members gm where gm.group_id = g.id
          and gm.status = 'member' and (gm.expires_at is null or gm.expires_at > now())),
        updated_at = now()
      where g.id = any(${sql.param(touchedGroups)}::int[])`);
  await run('groups_owned', sql`update groups set admin_user_id = ${s} where admin_user_id = ${m}`);
  await run('playlists', sql`update playlists set owner_user_id = ${s} where owner_user_id = ${m}`);
  await run('videos', sql`update videos set owner_user_id = ${s} where owner_user_id = ${m}`);
  await run('webinars', sql`update webinars set owner_user_id = ${s} where owner_user_id = ${m}`);
  await moveWebinarRegistrations(tx, s, m, run);
  await moveVideoViewing(tx, s, m, run);
  await run(
    'coupons',
    sql`update coupons c set admin_user_id = ${s} where c.admin_user_id = ${m}
      and not exists (select 1 from coupons o where o.admin_user_id = ${s} and o.code = c.code)`,
  );

  // Both track records: the calls move to the surviving profile. The merged record's hash chain is
  // append-only and stays under the merged account's id; the surviving chain commits to its head
  // and takes its calls' rows, so the figures count both (mergeRecords; docs/operations.md).
  if (ids.survivingProfileId !== null) {
    await run(
      'trades',
      sql`update trades set posted_by_user_id = ${s}, posted_by_profile_id = ${ids.survivingProfileId}
        where posted_by_user_id = ${m}`,
    );
    if (ids.mergedProfileId !== null) {
      const [pm, ps] = [ids.mergedProfileId, ids.survivingProfileId];
      await run('comments', sql`update trade_comments set profile_id = ${ps} where profile_id = ${pm}`);
      await run(
        'stock_reports',
        sql`update stock_reports set author_profile_id = ${ps} where author_profile_id = ${pm}`,
      );
      await run(
        'report_purchases',
        sql`update report_purchases set profile_id = ${ps} where profile_id = ${pm}`,
      );
      await tx.execute(sql`
        delete from report_downloads d using report_downloads o
        where d.profile_id = ${pm} and o.profile_id = ${ps} and o.report_id = d.report_id`);
      await run(
        'report_downloads',
        sql`update report_downloads set profile_id = ${ps} where profile_id = ${pm}`,
      );
      await moveWatchlists(tx, pm, ps, run);
    }
  }
  const records = await mergeRecords(tx, { survivorUserId: s, mergedUserId: m, at: new Date() });
  if (records) moved.track_record_calls = records.calls;
  await run('polls', sql`update polls set posted_by_user_id = ${s} where posted_by_user_id = ${m}`);
  await movePollVotes(tx, s, m);
  await run('poll_votes', sql`update poll_votes set user_id = ${s} where user_id = ${m}`);

  // Money: every order, ledger row and subscription, as payer and as payee.
  await run('payments', sql`update payment_orders set user_id = ${s} where user_id = ${m}`);
  await run(
    'payments_received',
    sql`update payment_orders set payee_user_id = ${s} where payee_user_id = ${m}`,
  );
  await run('payout_ledger', sql`update payout_ledger set expert_user_id = ${s} where expert_user_id = ${m}`);
  await run('subscriptions', sql`update group_subscriptions set user_id = ${s} where user_id = ${m}`);
  await run('broker_transactions', sql`update broker_transactions set user_id = ${s} where user_id = ${m}`);

  // One-per-user records: the surviving account's stay; the merged one's move only where it has none.
  for (const table of ['payout_accounts', 'broker_accounts', 'expert_contacts'] as const) {
    await run(
      table,
      sql`update ${sql.identifier(table)} set user_id = ${s} where user_id = ${m}
        and not exists (select 1 from ${sql.identifier(table)} where user_id = ${s})`,
    );
  }
  await run(
    'recent_searches',
    sql`update recent_searches r set user_id = ${s} where r.user_id = ${m}
      and not exists (select 1 from recent_searches o where o.user_id = ${s} and o.query_key = r.query_key)`,
  );
  await run(
    'contact_detail_views',
    sql`update contact_detail_views set expert_user_id = ${s} where expert_user_id = ${m}`,
  );
  await run(
    'contact_detail_views',
    sql`update contact_detail_views set viewer_user_id = ${s} where viewer_user_id = ${m}`,
  );
  await run('visitor_sessions', sql`update visitor_sessions set user_id = ${s} where user_id = ${m}`);
  return moved;
}

/** Watchlists: a list of the same kind and name is folded into the surviving one, others move. */
async function moveWatchlists(
  tx: AppDb,
  mergedProfileId: number,
  survivingProfileId: number,
  run: (name: string, statement: ReturnType<typeof sql>) => Promise<void>,
): Promise<void> {
  await tx.execute(sql`
    insert into watchlist_items (watchlist_id, security_id, trade_id, created_at)
    select o.id, i.security_id, i.trade_id, i.created_at
    from watchlists w
    join watchlists o on o.profile_id = ${survivingProfileId} and o.watchlist_type = w.watchlist_type and o.name = w.name
    join watchlist_items i on i.watchlist_id = w.id
    where w.profile_id = ${mergedProfileId}
    on conflict do nothing`);
  await tx.execute(sql`
    delete from watchlists w using watchlists o
    where w.profile_id = ${mergedProfileId} and o.profile_id = ${survivingProfileId}
      and o.watchlist_type = w.watchlist_type and o.name = w.name`);
  await run(
    'watchlists',
    sql`update watchlists set profile_id = ${survivingProfileId} where profile_id = ${mergedProfileId}`,
  );
}

/** Where both voted in one poll the surviving vote stays; the other is taken out of the counts. */
async function movePollVotes(tx: AppDb, s: number, m: number): Promise<void> {
  const dropped = resultRows<{ poll_id: number; option_id: number }>(
    await tx.execute(sql`
      delete from poll_votes v using poll_votes o
      where v.user_id = ${m} and o.user_id = ${s} and o.poll_id = v.poll_id
      returning v.poll_id, v.option_id`),
  );
  for (const vote of dropped) {
    await tx.execute(sql`update polls set votes_count = votes_count - 1 where id = ${vote.poll_id}`);
    await tx.execute(sql`update poll_options set votes_count = votes_count - 1 where id = ${vote.option_id}`);
  }
}

/**
 * What the merged account bought and watched: purchases move (each is its own paid order); a day's
 * view and a video's progress the surviving account also has stay as the surviving account's, the
 * rest move (their keys allow one row per viewer).
 */
async function moveVideoViewing(
  tx: AppDb,
  s: number,
  m: number,
  run: (name: string, statement: ReturnType<typeof sql>) => Promise<void>,
): Promise<void> {
  await run('video_purchases', sql`update video_purchases set user_id = ${s} where user_id = ${m}`);
  await tx.execute(sql`
    delete from video_views v using video_views o
    where v.viewer_user_id = ${m} and o.viewer_user_id = ${s} and o.video_id = v.video_id and o.day = v.day`);
  await run('video_views', sql`update video_views set viewer_user_id = ${s} where viewer_user_id = ${m}`);
  await tx.execute(sql`
    delete from video_progress p using video_progress o
    where p.viewer_user_id = ${m} and o.viewer_user_id = ${s} and o.video_id = p.video_id`);
  await run(
    'video_progress',
    sql`update video_progress set viewer_user_id = ${s} where viewer_user_id = ${m}`,
  );
}

/**
 * Webinar registrations, after the webinars moved: one for a webinar the surviving account now
 * owns is dropped (nobody registers for their own); where both registered for one webinar the
 * surviving one stays; the rest move. Their phone numbers stay as given, so the per-phone key holds as before.
 */
async function moveWebinarRegistrations(
  tx: AppDb,
  s: number,
  m: number,
  run: (name: string, statement: ReturnType<typeof sql>) => Promise<void>,
): Promise<void> {
  await tx.execute(sql`
    delete from webinar_registrations r
    where (r.user_id = ${m} or r.user_id = ${s})
      and exists (select 1 from webinars w where w.id = r.webinar_id and w.owner_user_id = ${s})`);
  await tx.execute(sql`
    delete from webinar_registrations r using webinar_registrations o
    where r.user_id = ${m} and o.user_id = ${s} and o.webinar_id = r.webinar_id`);
  await run(
    'webinar_registrations',
    sql`update webinar_registrations set user_id = ${s} where user_id = ${m}`,
  );
}
