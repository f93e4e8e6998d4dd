// Every table, for drizzle-kit (drizzle.config.ts), the seed and tests. Module code imports its own
// *.tables.ts, never this file (scripts/check-module-boundaries.ts refuses it).
export * from '../../modules/admin/admin.tables.ts';
export * from '../../modules/auth/auth.tables.ts';
export * from '../../modules/broker/broker.tables.ts';
export * from '../../modules/comments/comments.tables.ts';
export * from '../../modules/follows/follows.tables.ts';
export * from '../../modules/gamification/gamification.tables.ts';
export * from '../../modules/groups/groups.tables.ts';
export * from '../../modules/moderation/moderation.tables.ts';
export * from '../../modules/news/news.tables.ts';
export * from '../../modules/notifications/notifications.tables.ts';
export * from '../../modules/outbox/outbox.tables.ts';
export * from '../../modules/payments/payments.tables.ts';
export * from '../../modules/payouts/payouts.tables.ts';
export * from '../../modules/polls/polls.tables.ts';
export * from '../../modules/portfolio/portfolio.tables.ts';
export * from '../../modules/reports/reports.tables.ts';
export * from '../../modules/risk-profile/risk-profile.tables.ts';
export * from '../../modules/search/search.tables.ts';
export * from '../../modules/securities/securities.tables.ts';
export * from '../../modules/sessions/sessions.tables.ts';
export * from '../../modules/track-record/track-record.tables.ts';
export * from '../../modules/trades/trade-grants.tables.ts';
export * from '../../modules/trades/trades.tables.ts';
export * from '../../modules/trending/trending.tables.ts';
export * from '../../modules/users/users.tables.ts';
export * from '../../modules/videos/videos.tables.ts';
export * from '../../modules/watchlists/watchlists.tables.ts';
export * from '../../modules/webinars/webinars.tables.ts';
// Tables no module owns: server secrets, and the sandboxes' own state (each in its sandboxes/<service>/).
export * from '../../sandboxes/broker/broker-sandbox.tables.ts';
export * from '../../sandboxes/payments/payments-sandbox.tables.ts';
export * from '../../sandboxes/sms/sms-outbox.tables.ts';
export * from './app-secrets.ts';
