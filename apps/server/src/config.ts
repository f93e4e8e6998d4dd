import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SLIPPAGE_TICKS } from '@tradecircle/domain';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For (Fastify's trustProxy): false (nobody: the socket's address is
 * the client's), true (every peer), or addresses and CIDRs separated by commas. Not a hop count:
 * Fastify 5 ignores one (it cannot tell a proxy from a client that sends the header itself).
 */
const TrustProxySchema = z.string().transform((value, context): boolean | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  if (/^\d+$/.test(text)) {
    context.addIssue({
      code: 'custom',
      message: 'must name the proxies (addresses or CIDRs), not a hop count, which Fastify ignores',
    });
    return z.NEVER;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, or proxy addresses/CIDRs separated by commas',
  });
  return z.NEVER;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], {
    message: 'must be development, production or test',
  }),
  HOST: z.string().min(1, 'must not be empty'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535'),
  DATA_DIR: z.string().min(1, 'must not be empty'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }),
  SEED_DEMO_DATA: booleanFlag,
  WEB_DIST_DIR: z.string().min(1, 'must not be empty'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(100, 'must be at least 100'),
  REDIS_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/i, 'may hold only letters, digits, :, _ and -'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 86400')
    .max(86400, 'must be between 1 and 86400'),
  PAYOUT_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'msg91'], { message: 'must be sandbox or msg91' }),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  IDENTITY_PROVIDER: z.enum(['sandbox', 'firebase'], { message: 'must be sandbox or firebase' }),
  IDENTITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a project id (lowercase letters, digits, -)'),
  BROKER_PROVIDER: z.enum(['sandbox', 'smallcase'], { message: 'must be sandbox or smallcase' }),
  SMALLCASE_GATEWAY_NAME: z.string().optional(),
  SMALLCASE_SECRET: z.string().optional(),
  SMALLCASE_API_SECRET: z.string().optional(),
  SMALLCASE_API_BASE: z.url({ message: 'must be a URL' }).optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'razorpay'], { message: 'must be sandbox or razorpay' }),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ message: 'must be a percentage' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .refine((value) => Number.isInteger(value * 100), 'may have at most two decimals'),
  SUBSCRIBE_OFFER_GROUP_ID: z.coerce
    .number({ message: 'must be a group id' })
    .int('must be a group id')
    .positive('must be a group id')
    .optional(),
  PAYMENTS_EXPIRY_JOB_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(50, 'must be at least 50'),
  PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must not be negative'),
  ADMISSION_CONCURRENCY: z.coerce
    .number({ message: 'must be a number of requests' })
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
  ADMISSION_MAX_WAIT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
  TRADE_SWEEP_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .refine((value) => value === 0 || value >= 1000, 'must be 0 (off) or at least 1000'),
  TRENDING_REFRESH_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .refine((value) => value === 0 || value >= 1000, 'must be 0 (off) or at least 1000'),
  WEBINAR_REMINDER_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .refine((value) => value === 0 || value >= 1000, 'must be 0 (off) or at least 1000'),
  VIDEO_MAX_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_240, 'must be at most 10240'),
  APP_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url({ message: 'must be URLs separated by commas' })).min(1, 'must name at least one origin'),
    ),
  LINK_PREVIEW_FETCH: booleanFlag,
  NEWS_PROVIDER: z.enum(['sandbox', 'rss'], { message: 'must be sandbox or rss' }),
  NEWS_FEEDS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((feed) => feed.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({
          protocol: /^https?$/,
          message: 'must be http(s) URLs of RSS or Atom feeds, separated by commas',
        }),
      ),
    ),
  NEWS_REFRESH_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .refine((value) => value === 0 || value >= 1000, 'must be 0 (off) or at least 1000'),
  MARKET_FEED: z.enum(['simulator'], { message: 'must be simulator' }),
  VIRTUAL_FILL_SLIPPAGE_TICKS: z.coerce
    .number({ message: 'must be a number of ticks' })
    .int('must be a whole number of ticks')
    .min(0, 'must not be negative')
    .max(100, 'must be at most 100'),
  PRICE_BAR_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .refine(
      (value) => value === 0 || (value >= 1000 && value <= 3_600_000),
      'must be 0 (off) or from 1000 to 3600000',
    ),
  ACHIEVABLE_REACTION_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0, 'must not be negative')
    .max(3600, 'must be at most 3600'),
  STORAGE_PROVIDER: z.enum(['local', 's3'], { message: 'must be local or s3' }),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be the http(s) URL of an S3-compatible service' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
    )
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be a region name (lowercase letters, digits, -)'),
  // Never checked against a pattern: an error would print the value, and these are credentials.
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ECONOMIC_CALENDAR: z.enum(['sandbox'], { message: 'must be sandbox' }),
  MARKET_HOURS: z.enum(['always', 'nse'], { message: 'must be always or nse' }),
  MARKET_SEED: z.string().min(1, 'must not be empty'),
  MARKET_TICK_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(50, 'must be at least 50'),
  MARKET_ANCHOR_DATE: z.iso.date({ message: 'must be a date as YYYY-MM-DD' }),
  DEV_ROUTES: booleanFlag,
  TRUST_PROXY: TrustProxySchema,
  OUTBOX_RELAY_CRASH_AT: z
    .enum(['before-publish', 'after-publish'], { message: 'must be before-publish or after-publish' })
    .optional(),
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Tests of the change stream only (never in production): the outbox relay kills its own process
   * (SIGKILL) after it claims a batch and before publishing it, or after publishing and before the
   * batch's published mark commits.
   */
  relayCrashAt?: 'before-publish' | 'after-publish';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  webDistDir: string;
  shutdownTimeoutMs: number;
  /** Past capacity, fast 503s (http/admission.ts): API requests worked on at once, and the longest wait in line. */
  admission: { concurrency: number; maxWaitMs: number };
  redisPrefix: string;
  /** Unset: a secret generated on first start and kept in the database (shared by every instance). */
  jwtSecret: string | undefined;
  /** How long an access token works; a live socket named with it is un-named when it runs out. */
  accessTokenTtlSeconds: number;
  /** Base64 of the 32-byte key of payout data; unset: generated on first start and kept in the database. */
  payoutEncryptionKey: string | undefined;
  sms: { provider: 'sandbox' } | { provider: 'msg91'; authKey: string; templateId: string };
  identity: { provider: 'sandbox' | 'firebase'; projectId: string };
  broker:
    | { provider: 'sandbox' }
    | {
        provider: 'smallcase';
        gatewayName: string;
        secret: string;
        apiSecret: string;
        apiBase: string | undefined;
      };
  payments: {
    provider:
      | { kind: 'sandbox'; webhookDelayMs: number }
      | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string };
    /** The platform's share of every payment, percent (two decimals at most). */
    platformFeePercent: number;
    /** The Premium group the /subscribe landing page sells; unset: the busiest one taking payments. */
    subscribeOfferGroupId: number | undefined;
    /** How often the leader expires memberships and sends the expiry notices. */
    expiryJobMs: number;
  };
  market: {
    feed: 'simulator';
    hours: 'always' | 'nse';
    seed: string;
    tickMs: number;
    /** The seed's close prices are the closes of the trading day before this date (IST). */
    anchorDate: string;
    /** Ticks of slippage a virtual trade's market order pays (the domain's order-fills.ts). */
    slippageTicks: number;
    /** The width of the price bars stored from the ticks (claimed versus achievable); 0: none stored. */
    priceBarMs: number;
    /** The follower's reaction time the achievable returns add to each notification's delivery, ms. */
    reactionMs: number;
  };
  /** How often the leader recomputes the trending lists (also once at start); 0: never (tests refresh by hand). */
  trendingRefreshMs: number;
  /** How often the leader sends the reminders of webinars starting within the hour; 0: never (tests run a pass by hand). */
  webinarReminderMs: number;
  /** The largest video an upload may send, in megabytes (MiB). */
  videoMaxMb: number;
  /**
   * How often the leader settles the trades that outlived their moment: open trades on expired F&O
   * contracts, real trades their broker has not confirmed REAL_TRADE_CONFIRM_MINUTES after they were
   * posted, and (demo data) lists the series now trading; also once at start; 0: never (tests run a
   * pass by hand).
   */
  tradeSweepMs: number;
  /**
   * Where uploaded files live: `local`, a folder under DATA_DIR; `s3`, a private bucket of an
   * S3-compatible service (AWS S3, MinIO, Cloudflare R2...) addressed path-style, `{endpoint}/{bucket}/{key}`.
   */
  storage: { provider: 'local' } | S3StorageConfig;
  /** Where the economic calendar's events come from: the sandbox (the publishers' release rules) only, so far. */
  economicCalendar: { provider: 'sandbox' };
  /** The app's own addresses: links to them in comments preview from the database. */
  appOrigins: string[];
  /** Fetch external pages for comment link previews (off: host name only). */
  linkPreviewFetch: boolean;
  news: {
    /** sandbox: the shipped demo headlines; rss: the RSS/Atom feeds of NEWS_FEEDS. */
    provider: { provider: 'sandbox' } | { provider: 'rss'; feeds: string[] };
    /** How often the leader reads the feeds (also once at start); 0: never (tests read by hand). */
    refreshMs: number;
  };
  /**
   * The sandbox developer routes (SMS outbox, identity tokens, market price, broker gateway) exist
   * only with DEV_ROUTES=true, and even then answer loopback clients only.
   */
  devRoutesEnabled: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For is believed for the client address (off by default). */
  trustProxy: boolean | string[];
};

/** STORAGE_PROVIDER=s3: the service, its bucket and the access key the app signs its requests with. */
export type S3StorageConfig = {
  provider: 's3';
  /** The service's base URL, without a trailing slash (e.g. https://s3.ap-south-1.amazonaws.com). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
// `npm start -w` runs with the workspace as cwd; relative paths mean the folder the user ran npm in.
const userCwd = process.env.INIT_CWD ?? process.cwd();

/** Every setting, its default and meaning; README's configuration table mirrors this. */
export const CONFIG_DEFAULTS: Record<keyof z.input<typeof EnvSchema>, string | undefined> = {
  NODE_ENV: 'development',
  HOST: '0.0.0.0',
  PORT: '8080',
  DATA_DIR: path.join(repoRoot, 'data'),
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  LOG_LEVEL: 'info',
  SEED_DEMO_DATA: 'true',
  WEB_DIST_DIR: path.resolve(serverRoot, '../web/dist'),
  SHUTDOWN_TIMEOUT_MS: '10000',
  // Twice the database pool: enough to keep its 10 connections busy while the next requests parse.
  ADMISSION_CONCURRENCY: '6',
  ADMISSION_MAX_WAIT_MS: '500',
  REDIS_PREFIX: 'tradecircle',
  JWT_SECRET: undefined,
  ACCESS_TOKEN_TTL_SECONDS: '900',
  PAYOUT_ENCRYPTION_KEY: undefined,
  SMS_PROVIDER: 'sandbox',
  MSG91_AUTH_KEY: undefined,
  MSG91_TEMPLATE_ID: undefined,
  IDENTITY_PROVIDER: 'sandbox',
  IDENTITY_PROJECT_ID: 'tradecircle-sandbox',
  // Unset: the address the server listens on (http://localhost:PORT), so its own links preview on any port.
  APP_ORIGINS: undefined,
  LINK_PREVIEW_FETCH: 'false',
  NEWS_PROVIDER: 'sandbox',
  NEWS_FEEDS: '',
  NEWS_REFRESH_MS: '900000',
  BROKER_PROVIDER: 'sandbox',
  SMALLCASE_GATEWAY_NAME: undefined,
  SMALLCASE_SECRET: undefined,
  SMALLCASE_API_SECRET: undefined,
  SMALLCASE_API_BASE: undefined,
  PAYMENTS_PROVIDER: 'sandbox',
  RAZORPAY_KEY_ID: undefined,
  RAZORPAY_KEY_SECRET: undefined,
  RAZORPAY_WEBHOOK_SECRET: undefined,
  PLATFORM_FEE_PERCENT: '10',
  SUBSCRIBE_OFFER_GROUP_ID: undefined,
  PAYMENTS_EXPIRY_JOB_MS: '60000',
  PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '2000',
  TRENDING_REFRESH_MS: '60000',
  WEBINAR_REMINDER_MS: '60000',
  VIDEO_MAX_MB: '500',
  TRADE_SWEEP_MS: '60000',
  MARKET_FEED: 'simulator',
  VIRTUAL_FILL_SLIPPAGE_TICKS: String(DEFAULT_SLIPPAGE_TICKS),
  PRICE_BAR_MS: '60000',
  ACHIEVABLE_REACTION_SECONDS: '30',
  STORAGE_PROVIDER: 'local',
  S3_ENDPOINT: undefined,
  S3_BUCKET: undefined,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  MARKET_HOURS: 'always',
  MARKET_SEED: 'tradecircle',
  MARKET_TICK_MS: '1000',
  MARKET_ANCHOR_DATE: '2026-11-20',
  ECONOMIC_CALENDAR: 'sandbox',
  DEV_ROUTES: 'false',
  TRUST_PROXY: 'false',
  OUTBOX_RELAY_CRASH_AT: undefined,
};

/**
 * `npm start` (and `npm run dev`) pass `--demo`: a local demo where everything is a sandbox, so the
 * developer routes default to on, unless set explicitly or NODE_ENV is production.
 */
export function withDemoDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.NODE_ENV === 'production' || (env.DEV_ROUTES !== undefined && env.DEV_ROUTES !== '')) return env;
  return { ...env, DEV_ROUTES: 'true' };
}

export class ConfigError extends Error {}

/**
 * The settings whose defaults are sandboxes (SMS, identity, broker, payments, storage, market data,
 * news) or the demo data. Outside production the defaults make `npm start` a complete local demo; in
 * production each must be set explicitly (`sandbox` is accepted when meant), or the start stops: a
 * production server must not take a public sandbox's payments or seed demo users by omission.
 */
export const PRODUCTION_EXPLICIT_SETTINGS = [
  'SMS_PROVIDER',
  'IDENTITY_PROVIDER',
  'BROKER_PROVIDER',
  'PAYMENTS_PROVIDER',
  'STORAGE_PROVIDER',
  'MARKET_FEED',
  'NEWS_PROVIDER',
  'SEED_DEMO_DATA',
] as const satisfies readonly (keyof typeof CONFIG_DEFAULTS)[];

/**
 * Every sandbox setting at its default, by name: what production accepts for a demo (the benchmarks,
 * the tests that start as production), the demo data left to be chosen apart.
 */
export const SANDBOXES_BY_NAME = Object.fromEntries(
  PRODUCTION_EXPLICIT_SETTINGS.filter((name) => name !== 'SEED_DEMO_DATA').map((name) => [
    name,
    CONFIG_DEFAULTS[name] as string,
  ]),
) as Record<Exclude<(typeof PRODUCTION_EXPLICIT_SETTINGS)[number], 'SEED_DEMO_DATA'>, string>;

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const [key, fallback] of Object.entries(CONFIG_DEFAULTS)) {
    const value = env[key];
    raw[key] = value === undefined || value === '' ? fallback : value;
  }
  raw.APP_ORIGINS ??= `http://localhost:${raw.PORT}`;
  if (raw.NODE_ENV === 'production') {
    const missing = PRODUCTION_EXPLICIT_SETTINGS.filter(
      (name) => env[name] === undefined || env[name] === '',
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: in production set ${missing.join(', ')} explicitly (left unset they start sandboxes and the demo data)`,
      );
    }
  }
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${raw[name] ?? ''}")`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'msg91' && (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID)) {
    const missing = e.MSG91_AUTH_KEY ? 'MSG91_TEMPLATE_ID' : 'MSG91_AUTH_KEY';
    throw new ConfigError(`Invalid configuration: ${missing} is required when SMS_PROVIDER is msg91`);
  }
  if (e.BROKER_PROVIDER === 'smallcase') {
    const missing = (['SMALLCASE_GATEWAY_NAME', 'SMALLCASE_SECRET', 'SMALLCASE_API_SECRET'] as const).find(
      (name) => !e[name],
    );
    if (missing) {
      throw new ConfigError(
        `Invalid configuration: ${missing} is required when BROKER_PROVIDER is smallcase`,
      );
    }
  }
  if (e.PAYMENTS_PROVIDER === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).find(
      (name) => !e[name],
    );
    if (missing) {
      throw new ConfigError(
        `Invalid configuration: ${missing} is required when PAYMENTS_PROVIDER is razorpay`,
      );
    }
  }
  if (e.NEWS_PROVIDER === 'rss' && e.NEWS_FEEDS.length === 0) {
    throw new ConfigError('Invalid configuration: NEWS_FEEDS is required when NEWS_PROVIDER is rss');
  }
  if (e.STORAGE_PROVIDER === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required when STORAGE_PROVIDER is s3`,
      );
    }
    const endpoint = new URL(e.S3_ENDPOINT!);
    if (endpoint.username || endpoint.password || endpoint.search || endpoint.hash) {
      // Not echoed: the URL may hold a secret.
      throw new ConfigError(
        'Invalid configuration: S3_ENDPOINT must hold no credentials, query or fragment (the bucket goes in S3_BUCKET, the keys in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      );
    }
  }
  return {
    nodeEnv: e.NODE_ENV,
    ...(e.NODE_ENV !== 'production' && e.OUTBOX_RELAY_CRASH_AT
      ? { relayCrashAt: e.OUTBOX_RELAY_CRASH_AT }
      : {}),
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(userCwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    webDistDir: path.resolve(userCwd, e.WEB_DIST_DIR),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    admission: { concurrency: e.ADMISSION_CONCURRENCY, maxWaitMs: e.ADMISSION_MAX_WAIT_MS },
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    payoutEncryptionKey: e.PAYOUT_ENCRYPTION_KEY,
    sms:
      e.SMS_PROVIDER === 'msg91'
        ? { provider: 'msg91', authKey: e.MSG91_AUTH_KEY!, templateId: e.MSG91_TEMPLATE_ID! }
        : { provider: 'sandbox' },
    identity: { provider: e.IDENTITY_PROVIDER, projectId: e.IDENTITY_PROJECT_ID },
    broker:
      e.BROKER_PROVIDER === 'smallcase'
        ? {
            provider: 'smallcase',
            gatewayName: e.SMALLCASE_GATEWAY_NAME!,
            secret: e.SMALLCASE_SECRET!,
            apiSecret: e.SMALLCASE_API_SECRET!,
            apiBase: e.SMALLCASE_API_BASE,
          }
        : { provider: 'sandbox' },
    payments: {
      provider:
        e.PAYMENTS_PROVIDER === 'razorpay'
          ? {
              kind: 'razorpay',
              keyId: e.RAZORPAY_KEY_ID!,
              keySecret: e.RAZORPAY_KEY_SECRET!,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
            }
          : { kind: 'sandbox', webhookDelayMs: e.PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS },
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
      subscribeOfferGroupId: e.SUBSCRIBE_OFFER_GROUP_ID,
      expiryJobMs: e.PAYMENTS_EXPIRY_JOB_MS,
    },
    market: {
      feed: e.MARKET_FEED,
      hours: e.MARKET_HOURS,
      seed: e.MARKET_SEED,
      tickMs: e.MARKET_TICK_MS,
      anchorDate: e.MARKET_ANCHOR_DATE,
      slippageTicks: e.VIRTUAL_FILL_SLIPPAGE_TICKS,
      priceBarMs: e.PRICE_BAR_MS,
      reactionMs: Math.round(e.ACHIEVABLE_REACTION_SECONDS * 1000),
    },
    storage:
      e.STORAGE_PROVIDER === 's3'
        ? {
            provider: 's3',
            endpoint: e.S3_ENDPOINT!.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { provider: 'local' },
    trendingRefreshMs: e.TRENDING_REFRESH_MS,
    webinarReminderMs: e.WEBINAR_REMINDER_MS,
    videoMaxMb: e.VIDEO_MAX_MB,
    tradeSweepMs: e.TRADE_SWEEP_MS,
    economicCalendar: { provider: e.ECONOMIC_CALENDAR },
    appOrigins: e.APP_ORIGINS,
    linkPreviewFetch: e.LINK_PREVIEW_FETCH,
    news: {
      provider:
        e.NEWS_PROVIDER === 'rss' ? { provider: 'rss', feeds: e.NEWS_FEEDS } : { provider: 'sandbox' },
      refreshMs: e.NEWS_REFRESH_MS,
    },
    devRoutesEnabled: e.DEV_ROUTES,
    trustProxy: e.TRUST_PROXY,
  };
}
