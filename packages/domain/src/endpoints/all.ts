import { ADMIN_ENDPOINTS } from './admin.ts';
import { ADMIN_GROUPS_ENDPOINTS, GROUP_REVIEW_DEV_ENDPOINTS } from './admin-groups.ts';
import { ADMIN_MODERATION_ENDPOINTS } from './admin-moderation.ts';
import { ADMIN_SEBI_ENDPOINTS } from './admin-sebi.ts';
import { ADMIN_USERS_ENDPOINTS } from './admin-users.ts';
import { ADMIN_VIDEOS_ENDPOINTS } from './admin-videos.ts';
import { AUTH_ENDPOINTS } from './auth.ts';
import { BROKER_ENDPOINTS } from './broker.ts';
import { COMMENT_ENDPOINTS } from './comments.ts';
import { COPIED_TRADES_ENDPOINTS } from './copied-trades.ts';
import { COPY_GUARDRAIL_ENDPOINTS, PRICE_ALERT_ENDPOINTS } from './copy-guardrails.ts';
import { ECONOMIC_CALENDAR_ENDPOINTS } from './economic-calendar.ts';
import { FOLLOW_ENDPOINTS } from './follows.ts';
import { GAMIFICATION_ENDPOINTS } from './gamification.ts';
import { GROUP_ENDPOINTS } from './groups.ts';
import { HEALTH_ENDPOINTS } from './health.ts';
import { MARKET_ENDPOINTS } from './market.ts';
import { MODERATION_ENDPOINTS } from './moderation.ts';
import { NEWS_ENDPOINTS } from './news.ts';
import { NOTIFICATION_ENDPOINTS } from './notifications.ts';
import { PAYMENT_ENDPOINTS } from './payments.ts';
import { PAYOUT_ENDPOINTS } from './payouts.ts';
import { POLL_ENDPOINTS } from './polls.ts';
import { PORTFOLIO_ENDPOINTS } from './portfolio.ts';
import { REPORT_ENDPOINTS } from './reports.ts';
import { RISK_PROFILE_ENDPOINTS } from './risk-profile.ts';
import { SANDBOX_ENDPOINTS } from './sandboxes.ts';
import { SEARCH_ENDPOINTS } from './search.ts';
import { SECURITY_ENDPOINTS } from './securities.ts';
import { SESSION_ENDPOINTS } from './sessions.ts';
import { TRACK_RECORD_ENDPOINTS } from './track-record.ts';
import { TRADE_EXPORT_ENDPOINTS } from './trade-export.ts';
import { TRADE_ENDPOINTS } from './trades.ts';
import { TRENDING_ENDPOINTS } from './trending.ts';
import { USER_ENDPOINTS } from './users.ts';
import { VIDEO_ENDPOINTS } from './videos.ts';
import { WATCHLIST_ENDPOINTS } from './watchlists.ts';
import { WEBINAR_ENDPOINTS } from './webinars.ts';

/** Every module's declared calls, by module: what the server registers and the web calls. */
export const ENDPOINTS = {
  groups: GROUP_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  'admin-users': ADMIN_USERS_ENDPOINTS,
  'admin-sebi': ADMIN_SEBI_ENDPOINTS,
  'admin-moderation': ADMIN_MODERATION_ENDPOINTS,
  'admin-groups': ADMIN_GROUPS_ENDPOINTS,
  'admin-groups-dev': GROUP_REVIEW_DEV_ENDPOINTS,
  'admin-videos': ADMIN_VIDEOS_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  broker: BROKER_ENDPOINTS,
  comments: COMMENT_ENDPOINTS,
  'copied-trades': COPIED_TRADES_ENDPOINTS,
  'copy-guardrails': COPY_GUARDRAIL_ENDPOINTS,
  'price-alerts': PRICE_ALERT_ENDPOINTS,
  'economic-calendar': ECONOMIC_CALENDAR_ENDPOINTS,
  follows: FOLLOW_ENDPOINTS,
  gamification: GAMIFICATION_ENDPOINTS,
  health: HEALTH_ENDPOINTS,
  market: MARKET_ENDPOINTS,
  moderation: MODERATION_ENDPOINTS,
  news: NEWS_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  payouts: PAYOUT_ENDPOINTS,
  polls: POLL_ENDPOINTS,
  reports: REPORT_ENDPOINTS,
  portfolio: PORTFOLIO_ENDPOINTS,
  'risk-profile': RISK_PROFILE_ENDPOINTS,
  sandboxes: SANDBOX_ENDPOINTS,
  search: SEARCH_ENDPOINTS,
  securities: SECURITY_ENDPOINTS,
  sessions: SESSION_ENDPOINTS,
  'track-record': TRACK_RECORD_ENDPOINTS,
  trades: TRADE_ENDPOINTS,
  'trade-export': TRADE_EXPORT_ENDPOINTS,
  trending: TRENDING_ENDPOINTS,
  users: USER_ENDPOINTS,
  videos: VIDEO_ENDPOINTS,
  watchlists: WATCHLIST_ENDPOINTS,
  webinars: WEBINAR_ENDPOINTS,
} as const;
