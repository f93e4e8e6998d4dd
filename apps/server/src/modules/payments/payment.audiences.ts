import { eq } from 'drizzle-orm';
import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';
import type { AppDb } from '../../db/client.ts';
import { notifiedGroup } from '../groups/index.ts';
import { paymentOrders } from './payments.tables.ts';

/** What a payment that is not a group's paid for, in the payee's notification. */
const PRODUCT_WORDS: Record<string, string> = {
  report: 'your research report',
  webinar: 'your webinar',
  video: 'your video',
  playlist: 'your playlist',
};

async function productOf(db: AppDb, paymentOrderId: number): Promise<string> {
  const [order] = await db
    .select({ product: paymentOrders.product })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, paymentOrderId));
  return PRODUCT_WORDS[order?.product ?? 'report'] ?? PRODUCT_WORDS.report!;
}

/**
 * payment_received: the group admin, report author, webinar or video owner who was paid, the payer
 * as the actor.
 * membership_expiring: the member whose paid membership ends within three days, the group's admin
 * as the actor (the expiry job records it once per membership).
 */
export const paymentAudiences: AudienceDeclarations<'payment.received' | 'membership.expiring'> = {
  'payment.received': async (event, lookup) => {
    const payer = await lookup.actor(event.payerUserId);
    const group = event.groupId === null ? undefined : await notifiedGroup(lookup.db, event.groupId);
    const rupees = (event.amountPaise / 100).toLocaleString('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const what = group
      ? group.name
      : event.reportId !== null
        ? PRODUCT_WORDS.report!
        : await productOf(lookup.db, event.paymentOrderId);
    return [
      notificationAudience(
        'payment_received',
        payer,
        null,
        `${payer.name} paid ${rupees} for ${what}`,
        [existingUsers([event.payeeUserId])],
        { group },
      ),
    ];
  },
  'membership.expiring': async (event, lookup) => {
    const group = await notifiedGroup(lookup.db, event.groupId);
    if (!group) return [];
    const admin = await lookup.actor(group.adminUserId);
    const end = new Date(event.endDate).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    return [
      notificationAudience(
        'membership_expiring',
        admin,
        null,
        `Your membership of ${group.name} ends on ${end}; renew to keep access`,
        [existingUsers([event.memberUserId])],
        { group },
      ),
    ];
  },
};
