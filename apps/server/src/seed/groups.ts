import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import {
  expertContacts,
  groupMembers,
  groups,
  groupWatchlistItems,
  groupWatchlists,
  profiles,
  securities,
  trades,
  users,
} from '../db/schema/index.ts';
import type { QuoteBook } from '../modules/market/index.ts';
import { recordEvents } from '../modules/outbox/index.ts';
import type { TradeEvent } from '../modules/trades/index.ts';
import { SEED_EXPERT_CONTACTS, SEED_GROUPS, type SeedGroupSpec } from './groups.data.ts';
import { DAY, findSecurity, type SeedPoster, writeSeedTrade } from './trade-writer.ts';

/** Two servers starting on one database take turns: the second finds the groups and adds nothing. */
const SEED_GROUPS_LOCK = 17_000_001;

/**
 * Seeds the demo groups (groups.data.ts): each group with its members, pending requests, trades
 * (written with their track-record entries, so the group figures come from the record), watchlist
 * and exact counts, once per group name and admin: a group that exists is left as it is. Then the
 * experts' contact cards, each only when the expert has none. One transaction. Needs the demo
 * people (seedDemoData) and live prices (the group trades are priced like the demo trades).
 * Answers the open group trades, to announce to the lifecycle engine.
 */
export async function seedDemoGroups(
  db: AppDb,
  quotes: QuoteBook,
  { now = new Date() }: { now?: Date } = {},
): Promise<TradeEvent[]> {
  const phones = [
    ...new Set([
      ...SEED_GROUPS.flatMap((group) => [
        group.admin,
        ...group.members.map((member) => member.phone),
        ...(group.requests ?? []).map((request) => request.phone),
      ]),
      ...SEED_EXPERT_CONTACTS.map((entry) => entry.phone),
    ]),
  ];
  const people = await db
    .select({ userId: users.id, phone: users.phone, profileId: profiles.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.phone, phones));
  if (people.length === 0) return [];
  const byPhone = new Map<string, SeedPoster>(people.map((person) => [person.phone ?? '', person]));
  const opened: TradeEvent[] = [];

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_GROUPS_LOCK})`);
    for (const spec of SEED_GROUPS) {
      const admin = byPhone.get(spec.admin);
      if (!admin) continue;
      const [existing] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.adminUserId, admin.userId), eq(groups.name, spec.name)))
        .limit(1);
      if (existing) continue;
      opened.push(...(await seedGroup(tx, spec, admin, byPhone, quotes, now)));
    }
    await recordEvents(tx, opened);
    for (const { phone, contact } of SEED_EXPERT_CONTACTS) {
      const expert = byPhone.get(phone);
      if (!expert) continue;
      await tx
        .insert(expertContacts)
        .values({
          userId: expert.userId,
          cin: contact.cin,
          sebiNumber: contact.sebiNumber,
          description: contact.description,
          officeAddress: contact.officeAddress,
          phone: contact.phone,
          email: contact.email,
          grievanceOfficerName: contact.grievanceOfficer.name,
          grievanceOfficerEmail: contact.grievanceOfficer.email,
          grievanceOfficerMobile: contact.grievanceOfficer.mobile,
          complianceOfficerName: contact.complianceOfficer.name,
          complianceOfficerEmail: contact.complianceOfficer.email,
          complianceOfficerMobile: contact.complianceOfficer.mobile,
          investorCharter: contact.investorCharter,
          investorComplaints: contact.investorComplaints,
        })
        // An expert's own card (or one seeded before) is theirs: never overwritten.
        .onConflictDoNothing({ target: expertContacts.userId });
    }
  });
  return opened;
}

const daysBefore = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - days * DAY - hours * 60 * 60 * 1000);

async function seedGroup(
  tx: AppDb,
  spec: SeedGroupSpec,
  admin: SeedPoster,
  byPhone: Map<string, SeedPoster>,
  quotes: QuoteBook,
  now: Date,
): Promise<TradeEvent[]> {
  const createdAt = daysBefore(now, spec.createdDaysAgo, 3);
  const [group] = await tx
    .insert(groups)
    .values({
      adminUserId: admin.userId,
      name: spec.name,
      groupType: spec.groupType,
      description: spec.description,
      disclaimer: spec.disclaimer,
      typesOfInstrument: spec.typesOfInstrument,
      keyOffering: spec.keyOffering,
      isLimitedOffer: spec.isLimitedOffer ?? false,
      freeTrail: spec.freeTrail ?? false,
      // The demo groups were reviewed already (issue 30); group-review.ts seeds one still waiting.
      verificationStatus: 'Verified',
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: groups.id });
  const groupId = group!.id;

  const memberships: (typeof groupMembers.$inferInsert)[] = [];
  for (const member of spec.members) {
    const person = byPhone.get(member.phone);
    if (!person || person.userId === admin.userId) continue;
    const joinedAt = daysBefore(now, member.joinedDaysAgo, 5);
    memberships.push({
      groupId,
      userId: person.userId,
      status: 'member',
      // A Private group's members asked first; the admin accepted a day later.
      requestedAt: spec.groupType === 'Private' ? new Date(joinedAt.getTime() - DAY) : null,
      joinedAt,
      updatedAt: joinedAt,
    });
  }
  for (const request of spec.requests ?? []) {
    const person = byPhone.get(request.phone);
    if (!person || person.userId === admin.userId) continue;
    const requestedAt = daysBefore(now, request.requestedDaysAgo, 5);
    memberships.push({
      groupId,
      userId: person.userId,
      status: 'requested',
      requestedAt,
      updatedAt: requestedAt,
    });
  }
  if (memberships.length > 0) await tx.insert(groupMembers).values(memberships);

  const opened: TradeEvent[] = [];
  for (const trade of spec.trades) {
    const security = await findSecurity(tx, trade.symbol);
    const price = security && quotes.getQuote(security.id)?.livePrice;
    if (!security || !price) continue;
    const written = await writeSeedTrade(tx, trade, { poster: admin, security, price, now }, { groupId });
    if (written.opened) opened.push(written.opened);
  }

  if (spec.watchlist) {
    const listedAt = daysBefore(now, spec.createdDaysAgo, 2);
    const [watchlist] = await tx
      .insert(groupWatchlists)
      .values({ groupId, name: spec.watchlist.name, createdAt: listedAt })
      .returning({ id: groupWatchlists.id });
    const listed = await tx
      .select({ id: securities.id, symbol: securities.symbol })
      .from(securities)
      .where(
        and(
          inArray(securities.symbol, spec.watchlist.symbols),
          eq(securities.exchange, 'NSE'),
          eq(securities.instrumentType, 'EQ'),
        ),
      );
    const idOf = new Map(listed.map((row) => [row.symbol, row.id]));
    const items = spec.watchlist.symbols.flatMap((symbol, order) => {
      const securityId = idOf.get(symbol);
      return securityId === undefined
        ? []
        : [
            {
              watchlistId: watchlist!.id,
              securityId,
              createdAt: new Date(listedAt.getTime() + order * 60_000),
            },
          ];
    });
    if (items.length > 0) await tx.insert(groupWatchlistItems).values(items);
  }

  await recountGroup(tx, groupId);
  return opened;
}

/**
 * The group's counts from its rows, as the groups module keeps them: participants_count the members,
 * active_group_members those whose membership runs now, trades_count and last_trade_at its trades.
 */
async function recountGroup(tx: AppDb, groupId: number): Promise<void> {
  const [members] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'member')));
  const [active] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'member'),
        sql`(${groupMembers.expiresAt} is null or ${groupMembers.expiresAt} > now())`,
      ),
    );
  const [posted] = await tx
    .select({ n: count(), last: max(trades.createdAt) })
    .from(trades)
    .where(eq(trades.groupId, groupId));
  await tx
    .update(groups)
    .set({
      participantsCount: members!.n,
      activeGroupMembers: active!.n,
      tradesCount: posted!.n,
      lastTradeAt: posted!.last ?? null,
    })
    .where(eq(groups.id, groupId));
}
