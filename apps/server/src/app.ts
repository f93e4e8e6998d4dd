import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { SESSIONS_ENDED } from '@tradecircle/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { type LeaderInterval, startLeaderInterval } from './db/leader-interval.ts';
import { getOrCreateSecret } from './db/secrets.ts';
import { registerAdmission } from './http/admission.ts';
import { API_PREFIX } from './http/api-prefix.ts';
import { localRequestsOnly } from './http/dev-routes.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { answerFrameworkError, registerInputGuards } from './http/input-guards.ts';
import { responseSerializerCompiler, type SerializerOptions } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createUrlSigner } from './http/signed-urls.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerWhoMayAct } from './http/who-may-act.ts';
import { achievableRoutes, createComparisonReader } from './modules/achievable/index.ts';
import {
  adminGroupsRoutes,
  adminRoutes,
  adminSebiRoutes,
  adminStandingOf,
  adminUsersRoutes,
  adminVideosRoutes,
  moderationAdminRoutes,
} from './modules/admin/index.ts';
import { authRoutes, createAuthContext, registerAuthRouteCheck } from './modules/auth/index.ts';
import {
  confirmRealTradeFill,
  hasLinkedBrokerAccount,
  type RealTradeSweep,
  realTradeRoutes,
  sweepUnconfirmedRealTrades,
} from './modules/broker/index.ts';
import { createLinkPreviewer, tradeCommentRoutes } from './modules/comments/index.ts';
import { copyGuardrailRoutes, copyGuards } from './modules/copy-guardrails/index.ts';
import { economicCalendarRoutes } from './modules/economic-calendar/index.ts';
import { followRoutes } from './modules/follows/index.ts';
import { gamificationRoutes } from './modules/gamification/index.ts';
import {
  groupContactRoutes,
  groupPlanRoutes,
  groupReviewDevRoutes,
  groupRoutes,
  groupWatchlistRoutes,
} from './modules/groups/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  createMarketFeed,
  marketDevRoutes,
  marketOverviewRoutes,
  marketRoutes,
  type QuoteBook,
  securityTicksPush,
  startMarketService,
} from './modules/market/index.ts';
import { moderationRoutes } from './modules/moderation/index.ts';
import { type NewsJob, newsRoutes, startNewsJob } from './modules/news/index.ts';
import {
  createNotificationsPush,
  type NotificationWorker,
  notificationRoutes,
  startNotificationWorker,
} from './modules/notifications/index.ts';
import { type OutboxRelay, startOutboxRelay } from './modules/outbox/index.ts';
import {
  couponRoutes,
  createPaymentsRuntime,
  type PaymentsRuntime,
  paymentDevRoutes,
  paymentRoutes,
  recordTrialSubscription,
} from './modules/payments/index.ts';
import { payoutDevRoutes, payoutRoutes } from './modules/payouts/index.ts';
import { pollRoutes } from './modules/polls/index.ts';
import { portfolioRoutes } from './modules/portfolio/index.ts';
import {
  type PriceAlertWatcher,
  priceAlertRoutes,
  startPriceAlertWatcher,
} from './modules/price-alerts/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { riskProfileRoutes } from './modules/risk-profile/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { securityRoutes } from './modules/securities/index.ts';
import { securityInfoRoutes } from './modules/security-info/index.ts';
import { sessionRoutes } from './modules/sessions/index.ts';
import { recordExpertStats, trackRecordRoutes } from './modules/track-record/index.ts';
import {
  type ContractExpiryPass,
  copiedTradeRoutes,
  createTradeChangesPush,
  findSharedTrade,
  type LifecycleEngine,
  publicCallCountsBySecurity,
  settleExpiredContracts,
  startLifecycleEngine,
  trackRecordTrades,
  tradeCommentSubjects,
  tradeExportRoutes,
  tradeReportRoutes,
  tradeRoutes,
  tradesForWatchlists,
} from './modules/trades/index.ts';
import { startTrendingJob, type TrendingJob, trendingRoutes } from './modules/trending/index.ts';
import { profilePhotoRoutes, sebiRegistrationRoutes } from './modules/users/index.ts';
import { videoRoutes } from './modules/videos/index.ts';
import { watchlistRoutes } from './modules/watchlists/index.ts';
import { startWebinarReminderJob, type WebinarReminderJob, webinarRoutes } from './modules/webinars/index.ts';
import { everyAudience, everyRecorder } from './notification-audiences.ts';
import { type Broker, createBroker } from './providers/broker/index.ts';
import { createEconomicCalendar } from './providers/economic-calendar/index.ts';
import { createNewsProvider } from './providers/news/index.ts';
import { RAZORPAY_CSP } from './providers/payments/index.ts';
import { createLocalStorageProvider } from './providers/storage/local-storage.provider.ts';
import { createS3StorageProvider } from './providers/storage/s3-storage.provider.ts';
import type { StorageProvider } from './providers/storage/storage.provider.ts';
import type { EventBus } from './realtime/event-bus.ts';
import { registerLiveChannel } from './realtime/live-channel.ts';
import { brokerSandboxRoutes } from './sandboxes/broker/index.ts';
import { identitySandboxRoutes } from './sandboxes/identity/index.ts';
import { paymentsSandboxRoutes } from './sandboxes/payments/index.ts';
import { SANDBOX_SHIM_CSP } from './sandboxes/shared/shim-assets.ts';
import { smsOutboxRoutes } from './sandboxes/sms/index.ts';
import { seedFnoContracts } from './seed/fno.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    bus: EventBus;
    tradeLifecycle: LifecycleEngine;
    notificationWorker: NotificationWorker;
    outboxRelay: OutboxRelay;
    quotes: QuoteBook;
    /** Checks the price alerts against the tick stream (leader only). */
    priceAlerts: PriceAlertWatcher;
    /** Where uploads are stored (the demo seed stores its videos there too). */
    storage: StorageProvider;
    payments: PaymentsRuntime;
    news: NewsJob | undefined;
    trending: TrendingJob | undefined;
    tradeSweep: LeaderInterval<TradeSweep> | undefined;
  }
}

/** What one pass of the trade sweep did. */
export type TradeSweep = {
  contracts: ContractExpiryPass;
  realTrades: RealTradeSweep;
  /** Contracts of new series listed (the demo data's F&O series roll; 0 without demo data). */
  listedContracts: number;
};

export { API_PREFIX };

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  bus: EventBus;
  /** Tests: a broker (and the live prices its routes judge by) instead of the configured one. */
  broker?: { broker: Broker; quotes: QuoteBook };
  /** Tests: told which writer each route's response got (http/response-serializer.ts). */
  serializerReport?: SerializerOptions['report'];
};

/** Builds the whole HTTP and WebSocket app; main.ts listens with it and tests inject into it. */
export async function buildApp({
  config,
  database,
  bus,
  serializerReport,
  ...overrides
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Readable lines for a person at a terminal; JSON for log collectors everywhere else.
      ...(process.stdout.isTTY && config.nodeEnv !== 'production'
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    // X-Forwarded-For sets request.ip (and so the per-address rate limits) only from the proxies
    // TRUST_PROXY names; by default nobody's, so a client cannot pick its own address.
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // Idle keep-alive sockets close at shutdown; requests in flight are left to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Responses finished while draining tell the client to hang up, so keep-alive sockets cannot hold
  // the shutdown open.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  app.decorate('admission', registerAdmission(app, config.admission));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({
      checkAgainstZod: config.nodeEnv !== 'production',
      report: serializerReport,
    }),
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('bus', bus);
  bus.useLogger(app.log);

  // Razorpay's Checkout loads its script and frames from Razorpay; the sandbox's shim is our own.
  const checkoutCsp = config.payments.provider.kind === 'razorpay' ? RAZORPAY_CSP : SANDBOX_SHIM_CSP;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkoutCsp.script],
        // MUI's emotion writes style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Link previews and provider profile pictures show images from other sites.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...checkoutCsp.connect],
        frameSrc: ["'self'", ...checkoutCsp.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // With several instances the limits must be shared, so their counters live in Redis.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit()));
  await app.register(rateLimit, {
    global: false,
    nameSpace: `${config.redisPrefix}:rate-limit:`,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'TradeCircle API', version: '0.1.0', description: 'Social trading platform API' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart);

  const spaFallback = await registerWebApp(app, config.webDistDir);
  registerErrorHandling(app, spaFallback);
  // The order is the answer's: a token (401), then who may act (403), then the input (400).
  registerAuthRouteCheck(app);
  registerWhoMayAct(app);
  registerInputGuards(app);

  const auth = await createAuthContext(config, database.db, bus);
  app.addHook('onClose', () => auth.tokens.revokedFamilies.stop());
  app.decorateRequest('user', null);

  const feed = await createMarketFeed(config, database.db, (error) =>
    app.log.error({ err: error }, 'market feed'),
  );
  const market = await startMarketService({
    database,
    bus,
    feed,
    log: app.log,
    priceBarMs: config.market.priceBarMs,
  });
  app.addHook('onClose', () => market.stop());
  app.decorate('quotes', market);
  const comparisons = createComparisonReader(database.db, {
    reactionMs: config.market.reactionMs,
    slippageTicks: config.market.slippageTicks,
    priceBarMs: config.market.priceBarMs,
  });
  // The change stream's road to the bus: every committed domain event, in outbox order (leader only).
  const crash = () => {
    process.kill(process.pid, 'SIGKILL');
  };
  const outboxRelay = startOutboxRelay({
    database,
    bus,
    log: app.log,
    ...(config.relayCrashAt === 'before-publish' ? { beforePublish: crash } : {}),
    ...(config.relayCrashAt === 'after-publish' ? { afterPublish: crash } : {}),
  });
  app.decorate('outboxRelay', outboxRelay);
  app.addHook('onClose', () => outboxRelay.stop());
  const lifecycle = startLifecycleEngine({
    database,
    bus,
    quotes: market,
    log: app.log,
    published: () => outboxRelay.drain(),
    slippageTicks: config.market.slippageTicks,
  });
  app.decorate('tradeLifecycle', lifecycle);
  // Finishes its queued writes on close; the database closes after the app.
  app.addHook('onClose', () => lifecycle.stop());
  const priceAlerts = startPriceAlertWatcher({ database, bus, log: app.log });
  app.decorate('priceAlerts', priceAlerts);
  app.addHook('onClose', () => priceAlerts.stop());

  // The outbox's durable consumer: notifications for the events recorded (leader only).
  const notificationWorker = startNotificationWorker({
    database,
    bus,
    log: app.log,
    audiences: everyAudience,
    recorders: everyRecorder,
    published: () => outboxRelay.drain(),
  });
  app.decorate('notificationWorker', notificationWorker);
  app.addHook('onClose', () => notificationWorker.stop());

  const storage =
    config.storage.provider === 's3'
      ? createS3StorageProvider(config.storage)
      : createLocalStorageProvider(path.join(config.dataDir, 'files'));
  app.decorate('storage', storage);
  const signer = createUrlSigner(
    await getOrCreateSecret(database.db, 'file_url_key', () => randomBytes(32).toString('base64url')),
  );

  const broker =
    overrides.broker?.broker ??
    (await createBroker(
      config.broker.provider === 'smallcase'
        ? { ...config.broker, provider: 'smallcase', apiBase: config.broker.apiBase }
        : { provider: 'sandbox', db: database.db, market },
    ));

  // The payments provider; its jobs (expiry, the sandbox's webhooks) start once the app is ready.
  const payments = await createPaymentsRuntime({ config: config.payments, database, log: app.log });
  app.decorate('payments', payments);
  app.addHook('onReady', async () => payments.start(app));
  app.addHook('onClose', () => payments.stop());

  // The trending lists' refresh (leader only; once at start, then every TRENDING_REFRESH_MS).
  app.decorate('trending', undefined);
  app.addHook('onReady', async () => {
    app.trending = startTrendingJob({
      database,
      quotes: market,
      everyMs: config.trendingRefreshMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => app.trending?.stop());

  // The reminders of webinars starting within the hour (leader only; every WEBINAR_REMINDER_MS).
  let webinarReminders: WebinarReminderJob | undefined;
  app.addHook('onReady', async () => {
    webinarReminders = startWebinarReminderJob({
      database,
      everyMs: config.webinarReminderMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => webinarReminders?.stop());

  // The trades that outlived their moment (leader only; once at start, then every TRADE_SWEEP_MS):
  // open trades on expired F&O contracts settle at the settlement price, real trades their broker
  // has not confirmed in time are settled with it, and the demo lists the series now trading.
  app.decorate('tradeSweep', undefined);
  app.addHook('onReady', async () => {
    const realTrades = { db: database.db, broker: broker.provider, quotes: market, bus, log: app.log };
    const contracts = { db: database.db, settlementPrice: market.settlementPrice };
    const listSeries = async (now: Date) => {
      if (!config.seedDemoData) return 0;
      const spotOf = (underlying: { id: number }) => market.getQuote(underlying.id)?.livePrice;
      const added = await database.db.transaction((tx) =>
        seedFnoContracts(tx, config.market.anchorDate, { now, spotOf }),
      );
      if (added > 0) await market.refreshSecurities();
      return added;
    };
    app.tradeSweep = startLeaderInterval({
      database,
      lockName: 'trade-sweep',
      everyMs: config.tradeSweepMs,
      runWhenElected: true,
      run: async (now) => ({
        contracts: await settleExpiredContracts(contracts, now),
        realTrades: await sweepUnconfirmedRealTrades(realTrades, now),
        listedContracts: await listSeries(now),
      }),
      onError: (error) => app.log.warn({ err: error }, 'trade sweep failed'),
    });
  });
  app.addHook('onClose', async () => app.tradeSweep?.stop());

  // The news feeds' reader (leader only; once at start, then every NEWS_REFRESH_MS).
  app.decorate('news', undefined);
  app.addHook('onReady', async () => {
    app.news = startNewsJob({
      database,
      provider: createNewsProvider(config.news.provider),
      history: feed,
      everyMs: config.news.refreshMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => app.news?.stop());

  const previewer = createLinkPreviewer({
    db: database.db,
    findSharedTrade,
    fetchExternal: config.linkPreviewFetch,
    appOrigins: config.appOrigins,
    quotes: market,
  });

  await registerLiveChannel(app, bus, {
    verifyToken: async (token) => {
      const claims = await auth.tokens.verifyAccess(token);
      return { userId: claims.userId, sessionId: claims.familyId, expiresAt: claims.expiresAt };
    },
    pushes: [
      securityTicksPush,
      createTradeChangesPush(database.db, (error) => app.log.warn({ err: error }, 'trade changes push')),
      createNotificationsPush(database.db, (error) => app.log.warn({ err: error }, 'notifications push')),
    ],
    appOrigins: config.appOrigins,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { auth });
      await api.register(sessionRoutes, { auth: auth.requestAuth });
      await api.register(securityRoutes);
      await api.register(marketRoutes, { market });
      await api.register(marketOverviewRoutes, {
        quotes: market,
        activity: { callsSince: publicCallCountsBySecurity },
      });
      await api.register(economicCalendarRoutes, {
        provider: createEconomicCalendar(config.economicCalendar.provider),
      });
      await api.register(securityInfoRoutes, { market, auth: auth.requestAuth });
      await api.register(watchlistRoutes, {
        auth: auth.requestAuth,
        quotes: market,
        trades: tradesForWatchlists,
      });
      await api.register(reportRoutes, { auth: auth.requestAuth, deps: { storage, signer } });
      await api.register(profilePhotoRoutes, { auth: auth.requestAuth, storage });
      await api.register(sebiRegistrationRoutes, { auth: auth.requestAuth });
      await api.register(tradeRoutes, {
        auth: auth.requestAuth,
        quotes: market,
        previewLink: previewer.previewComment,
        hasBrokerAccount: hasLinkedBrokerAccount,
        confirmRealFill: (userId, tradeId) =>
          confirmRealTradeFill(
            { db: database.db, broker: broker.provider, quotes: market, bus, log: app.log },
            userId,
            tradeId,
          ),
        copyGuards,
      });
      await api.register(tradeCommentRoutes, {
        auth: auth.requestAuth,
        previewLink: previewer.previewComment,
        trades: tradeCommentSubjects,
      });
      await api.register(copiedTradeRoutes, { auth: auth.requestAuth, quotes: market });
      await api.register(copyGuardrailRoutes, { auth: auth.requestAuth });
      await api.register(priceAlertRoutes, {
        auth: auth.requestAuth,
        quotes: market,
        onCreated: (securityId) => priceAlerts.watch(securityId),
      });
      await api.register(tradeReportRoutes, {
        auth: auth.requestAuth,
        quotes: market,
        appOrigin: config.appOrigins[0]!,
      });
      await api.register(tradeExportRoutes, { auth: auth.requestAuth, quotes: market });
      await api.register(followRoutes, {
        auth: auth.requestAuth,
        stats: recordExpertStats(trackRecordTrades),
      });
      await api.register(trendingRoutes, {
        auth: auth.requestAuth,
        quotes: market,
        stats: recordExpertStats(trackRecordTrades),
      });
      await api.register(pollRoutes, { auth: auth.requestAuth });
      await api.register(gamificationRoutes, { auth: auth.requestAuth, quotes: market });
      await api.register(riskProfileRoutes, { auth: auth.requestAuth });
      await api.register(portfolioRoutes, { auth: auth.requestAuth, market, broker: broker.provider });
      await api.register(webinarRoutes, { auth: auth.requestAuth, storage });
      await api.register(videoRoutes, {
        auth: auth.requestAuth,
        deps: {
          storage,
          signer,
          // Staff with the videos permission watch any video they review (admin, above videos).
          isVideoStaff: async (userId) =>
            (await adminStandingOf(database.db, userId))?.permissions.includes('videos') ?? false,
        },
        maxVideoBytes: config.videoMaxMb * 1024 * 1024,
      });
      await api.register(newsRoutes, { auth: auth.requestAuth, quotes: market });
      await api.register(moderationRoutes, { auth: auth.requestAuth });
      await api.register(notificationRoutes, { auth: auth.requestAuth });
      await api.register(trackRecordRoutes, { auth: auth.requestAuth, trades: trackRecordTrades });
      await api.register(achievableRoutes, { comparisons });
      await api.register(searchRoutes, { auth: auth.requestAuth });
      // A trial started by a join is recorded where My Memberships reads it (payments, which depends on groups).
      await api.register(groupRoutes, {
        auth: auth.requestAuth,
        storage,
        recordTrial: recordTrialSubscription,
        achievable: (groupId, period) => comparisons.compare({ groupIds: [groupId] }, period),
      });
      await api.register(groupWatchlistRoutes, { auth: auth.requestAuth, quotes: market });
      await api.register(groupContactRoutes, { auth: auth.requestAuth });
      await api.register(groupPlanRoutes, { auth: auth.requestAuth });
      await api.register(paymentRoutes, { auth: auth.requestAuth, payments });
      // The sandbox Razorpay's face: the demo browser loads its checkout, so not loopback-only.
      if (payments.sandbox) await api.register(paymentsSandboxRoutes, { sandbox: payments.sandbox });
      await api.register(payoutRoutes, {
        auth: auth.requestAuth,
        encryptionKey: config.payoutEncryptionKey,
      });
      await api.register(couponRoutes, { auth: auth.requestAuth });
      await api.register(adminRoutes, {
        auth: auth.requestAuth,
        encryptionKey: config.payoutEncryptionKey,
      });
      await api.register(adminSebiRoutes, { auth: auth.requestAuth });
      await api.register(adminUsersRoutes, {
        auth: auth.requestAuth,
        storage,
        // A deleted or merged account's sign-ins, revoked in its transaction, end here and everywhere.
        endSessions: async (ended) => {
          if (ended.family_ids.length === 0) return;
          auth.tokens.revokedFamilies.add(ended.family_ids);
          await bus.publish(SESSIONS_ENDED, ended);
        },
      });
      await api.register(moderationAdminRoutes, { auth: auth.requestAuth, tokens: auth.tokens });
      await api.register(adminGroupsRoutes, {
        auth: auth.requestAuth,
        platformFeePercent: config.payments.platformFeePercent,
      });
      await api.register(adminVideosRoutes, { auth: auth.requestAuth });
      await api.register(realTradeRoutes, {
        auth: auth.requestAuth,
        broker: broker.provider,
        quotes: overrides.broker?.quotes ?? market,
      });
      // Developer routes only with DEV_ROUTES=true, and then for this machine only (else 404). The
      // sandboxes' developer faces (SMS outbox, identity sign-in, the broker gateway's shim and API)
      // exist only while their sandbox is the active provider.
      if (config.devRoutesEnabled) {
        await api.register(async (dev) => {
          dev.addHook('onRequest', localRequestsOnly);
          if (auth.sms.kind === 'sandbox') await dev.register(smsOutboxRoutes);
          if (auth.sandboxIdentity)
            await dev.register(identitySandboxRoutes, { identity: auth.sandboxIdentity });
          await dev.register(marketDevRoutes, { market });
          await dev.register(payoutDevRoutes);
          await dev.register(groupReviewDevRoutes);
          await dev.register(paymentDevRoutes);
          if (broker.sandbox) await dev.register(brokerSandboxRoutes, { gateway: broker.sandbox });
        });
      }
    },
    { prefix: API_PREFIX },
  );

  return app;
}
