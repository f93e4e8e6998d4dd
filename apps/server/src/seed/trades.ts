import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { profiles, tradeComments, trades, users } from '../db/schema/index.ts';
import type { QuoteBook } from '../modules/market/index.ts';
import { recordEvents } from '../modules/outbox/index.ts';
import type { TradeEvent } from '../modules/trades/index.ts';
import type { StorageProvider } from '../providers/storage/storage.provider.ts';
import { seedPendingGroupReview } from './group-review.ts';
import { seedDemoGroups } from './groups.ts';
import { seedDemoPayments } from './payments.ts';
import { seedDemoPolls } from './polls.ts';
import { findSecurity, HOUR, writeSeedTrade } from './trade-writer.ts';
import { SEED_COMMENTS, SEED_TRADES } from './trades.data.ts';
import { seedDemoVideos } from './videos.ts';
import { seedDemoWebinars } from './webinars.ts';

/**
 * Seeds the demo trades, their events, copies and comments once (skipped when the seeded experts
 * already have trades), then the demo groups with their trades (seedDemoGroups, once per group) and
 * their payment setup (seedDemoPayments: plans, the admins' Verified payout accounts, a coupon), and
 * the demo polls (seedDemoPolls, once), webinars (seedDemoWebinars, once) and, given the storage,
 * videos (seedDemoVideos, once).
 * Open trades are announced on the change stream (trade.seeded) so the lifecycle engine tracks them;
 * they are answered too.
 */
export async function seedDemoTrades(
  db: AppDb,
  quotes: QuoteBook,
  options: { now?: Date; appOrigin?: string; payoutEncryptionKey?: string; storage?: StorageProvider } = {},
): Promise<TradeEvent[]> {
  const now = options.now ?? new Date();
  const opened = await seedDemoFeedTrades(db, quotes, { now, appOrigin: options.appOrigin });
  const groupTrades = await seedDemoGroups(db, quotes, { now });
  await seedDemoPayments(db, { now, payoutEncryptionKey: options.payoutEncryptionKey });
  // One Premium group waiting in the admin panel's groups queue (the others are seeded Verified).
  await seedPendingGroupReview(db, { now });
  await seedDemoPolls(db, { now });
  await seedDemoWebinars(db, { now });
  if (options.storage) await seedDemoVideos(db, options.storage);
  return [...opened, ...groupTrades];
}

/** The demo experts' own trades (not the groups'): once, skipped when they already have trades. */
async function seedDemoFeedTrades(
  db: AppDb,
  quotes: QuoteBook,
  { now = new Date(), appOrigin = 'http://localhost:8080' }: { now?: Date; appOrigin?: string },
): Promise<TradeEvent[]> {
  const phones = [...new Set(SEED_TRADES.map((spec) => spec.poster))];
  const people = await db
    .select({ userId: users.id, phone: users.phone, profileId: profiles.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.phone, phones));
  if (people.length === 0) return [];
  const [existing] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(
      inArray(
        trades.postedByUserId,
        people.map((person) => person.userId),
      ),
    )
    .limit(1);
  if (existing) return [];
  const byPhone = new Map(people.map((person) => [person.phone, person]));
  const ids = new Map<string, number>();
  const opened: TradeEvent[] = [];

  await db.transaction(async (tx) => {
    for (const spec of SEED_TRADES) {
      const person = byPhone.get(spec.poster);
      const security = await findSecurity(tx, spec.symbol);
      const price = security && quotes.getQuote(security.id)?.livePrice;
      if (!person || !security || !price) continue;
      const written = await writeSeedTrade(
        tx,
        spec,
        { poster: person, security, price, now },
        { copyOriginId: spec.copyOf ? (ids.get(spec.copyOf) ?? null) : null },
      );
      ids.set(spec.key, written.trade.id);
      if (written.opened) opened.push(written.opened);
    }
    // Open trades are announced on the change stream, so the lifecycle engine tracks them.
    await recordEvents(tx, opened);
    const comments = SEED_COMMENTS.flatMap((comment, order) => {
      const tradeId = ids.get(comment.trade);
      const author = byPhone.get(comment.author);
      if (!tradeId || !author) return [];
      return [
        {
          subjectId: tradeId,
          profileId: author.profileId,
          commentText: comment.text.replaceAll('{app}', appOrigin),
          createdAt: new Date(now.getTime() - (SEED_COMMENTS.length - order) * HOUR),
        },
      ];
    });
    if (comments.length > 0) await tx.insert(tradeComments).values(comments);
  });
  return opened;
}
