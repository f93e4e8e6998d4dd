import type { EveryAudience } from './audiences.ts';
import { type EventRecorders, joinRecorders } from './event-recorders.ts';
import { achievableRecorders } from './modules/achievable/index.ts';
import {
  adminAudiences,
  adminRecorders,
  adminUsersAudiences,
  adminUsersRecorders,
  moderationActionAudiences,
  sebiReviewAudiences,
  sebiReviewRecorders,
} from './modules/admin/index.ts';
import { copyGuardrailAudiences, copyGuardrailRecorders } from './modules/copy-guardrails/index.ts';
import { followAudiences } from './modules/follows/index.ts';
import { gamificationAudiences, gamificationRecorders } from './modules/gamification/index.ts';
import { groupAudiences, groupReviewAudiences } from './modules/groups/index.ts';
import { moderationAudiences } from './modules/moderation/index.ts';
import { paymentAudiences } from './modules/payments/index.ts';
import { payoutAudiences } from './modules/payouts/index.ts';
import { pollAudiences } from './modules/polls/index.ts';
import { priceAlertAudiences } from './modules/price-alerts/index.ts';
import { reportAudiences } from './modules/reports/index.ts';
import { tradeAudiences } from './modules/trades/index.ts';
import { videoReviewAudiences } from './modules/videos/index.ts';
import { webinarAudiences } from './modules/webinars/index.ts';

/**
 * Who hears of every domain event: each module declares its own events' audiences (its
 * `*.audiences.ts`); the notifications module applies them. The type holds the list complete: a new
 * event type fails to compile until its module declares who hears of it.
 */
export const everyAudience: EveryAudience = {
  ...followAudiences,
  ...gamificationAudiences,
  ...moderationAudiences,
  ...tradeAudiences,
  ...groupAudiences,
  ...groupReviewAudiences,
  ...paymentAudiences,
  ...pollAudiences,
  ...reportAudiences,
  ...payoutAudiences,
  ...adminAudiences,
  ...moderationActionAudiences,
  ...sebiReviewAudiences,
  ...adminUsersAudiences,
  ...videoReviewAudiences,
  ...webinarAudiences,
  ...copyGuardrailAudiences,
  ...priceAlertAudiences,
};

/**
 * What modules keep of some events besides notifications (src/event-recorders.ts), applied by the
 * same consumer in the same transaction: the admin audit log, the coins the events award, and the
 * copy stops a closed copy trips.
 */
export const everyRecorder: EventRecorders = joinRecorders(
  adminRecorders,
  sebiReviewRecorders,
  adminUsersRecorders,
  gamificationRecorders,
  copyGuardrailRecorders,
  // After the others: when a call's notifications went out (call_deliveries).
  achievableRecorders,
);
