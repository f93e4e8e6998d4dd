import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SANDBOXES_BY_NAME, withDemoDefaults } from './config.ts';

describe('loadConfig', () => {
  it('runs with no environment at all: embedded database, memory bus, port 8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.nodeEnv).toBe('development');
    expect(path.basename(config.dataDir)).toBe('data');
  });

  it("takes the app's own origin from the port it listens on unless APP_ORIGINS names it", () => {
    expect(loadConfig({}).appOrigins).toEqual(['http://localhost:8080']);
    expect(loadConfig({ PORT: '9000' }).appOrigins).toEqual(['http://localhost:9000']);
    expect(loadConfig({ PORT: '9000', APP_ORIGINS: '' }).appOrigins).toEqual(['http://localhost:9000']);
    expect(
      loadConfig({ PORT: '9000', APP_ORIGINS: 'https://tradecircle.example,http://localhost:5173' })
        .appOrigins,
    ).toEqual(['https://tradecircle.example', 'http://localhost:5173']);
  });

  it('reads the scale-out settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      PORT: '9000',
      SEED_DEMO_DATA: 'false',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.port).toBe(9000);
    expect(config.seedDemoData).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a port number (got "eighty")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL (got "localhost:6379")',
    ],
    [
      { SEED_DEMO_DATA: 'maybe' },
      'Invalid configuration: SEED_DEMO_DATA must be true or false (got "maybe")',
    ],
    [
      { NODE_ENV: 'staging' },
      'Invalid configuration: NODE_ENV must be development, production or test (got "staging")',
    ],
    [{ DEV_ROUTES: 'please' }, 'Invalid configuration: DEV_ROUTES must be true or false (got "please")'],
    [
      { TRUST_PROXY: '2' },
      'Invalid configuration: TRUST_PROXY must name the proxies (addresses or CIDRs), not a hop count, which Fastify ignores (got "2")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid configuration: TRUST_PROXY must be true, false, or proxy addresses/CIDRs separated by commas (got "10.0.0.0/33")',
    ],
    [
      { TRUST_PROXY: 'proxy.internal' },
      'Invalid configuration: TRUST_PROXY must be true, false, or proxy addresses/CIDRs separated by commas (got "proxy.internal")',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the developer routes off and X-Forwarded-For untrusted unless told', () => {
    const config = loadConfig({});
    expect(config.devRoutesEnabled).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutesEnabled).toBe(true);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('turns the developer routes on for --demo, unless set or in production', () => {
    expect(loadConfig(withDemoDefaults({})).devRoutesEnabled).toBe(true);
    expect(loadConfig(withDemoDefaults({ DEV_ROUTES: 'false' })).devRoutesEnabled).toBe(false);
    expect(loadConfig(withDemoDefaults(EXPLICIT_SANDBOXES)).devRoutesEnabled).toBe(false);
  });
});

/** Production with every sandbox and the demo data chosen by name. */
const EXPLICIT_SANDBOXES = { NODE_ENV: 'production', ...SANDBOXES_BY_NAME, SEED_DEMO_DATA: 'true' };

describe('production', () => {
  it('stops with one line naming every sandbox setting and the demo data left unset', () => {
    const message =
      'Invalid configuration: in production set SMS_PROVIDER, IDENTITY_PROVIDER, BROKER_PROVIDER, PAYMENTS_PROVIDER, STORAGE_PROVIDER, MARKET_FEED, NEWS_PROVIDER, SEED_DEMO_DATA explicitly (left unset they start sandboxes and the demo data)';
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError(message));
    // --demo does not stand for them in production either.
    expect(() => loadConfig(withDemoDefaults({ NODE_ENV: 'production' }))).toThrow(message);
    // An empty value is unset.
    expect(() => loadConfig({ ...EXPLICIT_SANDBOXES, SMS_PROVIDER: '' })).toThrow(
      'Invalid configuration: in production set SMS_PROVIDER explicitly (left unset they start sandboxes and the demo data)',
    );
  });

  it('names only what is still missing', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'key',
        MSG91_TEMPLATE_ID: 'template',
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
        SEED_DEMO_DATA: 'false',
      }),
    ).toThrow(
      'Invalid configuration: in production set IDENTITY_PROVIDER, BROKER_PROVIDER, STORAGE_PROVIDER, MARKET_FEED, NEWS_PROVIDER explicitly (left unset they start sandboxes and the demo data)',
    );
  });

  it('starts with every setting named, sandboxes included when meant', () => {
    const config = loadConfig(EXPLICIT_SANDBOXES);
    expect(config.nodeEnv).toBe('production');
    expect(config.payments.provider.kind).toBe('sandbox');
    expect(config.storage).toEqual({ provider: 'local' });
    expect(config.seedDemoData).toBe(true);
    expect(loadConfig({ ...EXPLICIT_SANDBOXES, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('asks nothing of development and test, where the defaults are the demo', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      const config = loadConfig(withDemoDefaults({ NODE_ENV }));
      expect(config.payments.provider.kind).toBe('sandbox');
      expect(config.seedDemoData).toBe(true);
    }
  });
});

describe('ACCESS_TOKEN_TTL_SECONDS', () => {
  it('defaults to 15 minutes and takes 1 s to a day', () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(900);
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' }).accessTokenTtlSeconds).toBe(60);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      'Invalid configuration: ACCESS_TOKEN_TTL_SECONDS must be between 1 and 86400 (got "0")',
    );
  });
});

describe('the news settings', () => {
  it('default to the sandbox read every 15 minutes', () => {
    expect(loadConfig({}).news).toEqual({ provider: { provider: 'sandbox' }, refreshMs: 900_000 });
  });

  it('read RSS/Atom feeds from a comma-separated list', () => {
    const config = loadConfig({
      NEWS_PROVIDER: 'rss',
      NEWS_FEEDS: ' https://feeds.example.com/markets.xml , http://news.example.com/atom ,',
      NEWS_REFRESH_MS: '600000',
    });
    expect(config.news).toEqual({
      provider: {
        provider: 'rss',
        feeds: ['https://feeds.example.com/markets.xml', 'http://news.example.com/atom'],
      },
      refreshMs: 600_000,
    });
  });

  it.each([
    [{ NEWS_PROVIDER: 'rss' }, 'Invalid configuration: NEWS_FEEDS is required when NEWS_PROVIDER is rss'],
    [
      { NEWS_PROVIDER: 'twitter' },
      'Invalid configuration: NEWS_PROVIDER must be sandbox or rss (got "twitter")',
    ],
    [
      { NEWS_FEEDS: 'https://ok.example.com/rss,ftp://files.example.com/rss' },
      'Invalid configuration: NEWS_FEEDS must be http(s) URLs of RSS or Atom feeds, separated by commas',
    ],
    [{ NEWS_REFRESH_MS: '500' }, 'Invalid configuration: NEWS_REFRESH_MS must be 0 (off) or at least 1000'],
  ])('refuse %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the storage settings', () => {
  const S3 = {
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: 'https://minio.internal:9000/',
    S3_BUCKET: 'tradecircle-files',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  };

  it('default to the local folder', () => {
    expect(loadConfig({}).storage).toEqual({ provider: 'local' });
    expect(loadConfig({ STORAGE_PROVIDER: 'local', S3_BUCKET: 'ignored' }).storage).toEqual({
      provider: 'local',
    });
  });

  it('read an S3-compatible service, its region us-east-1 unless named, the endpoint without its slash', () => {
    expect(loadConfig(S3).storage).toEqual({
      provider: 's3',
      endpoint: 'https://minio.internal:9000',
      bucket: 'tradecircle-files',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
    expect(loadConfig({ ...S3, S3_REGION: 'ap-south-1' }).storage).toMatchObject({ region: 'ap-south-1' });
    expect(loadConfig({ ...S3, S3_REGION: 'auto' }).storage).toMatchObject({ region: 'auto' });
  });

  it('accept s3 in production, where it must be named', () => {
    const config = loadConfig({ ...EXPLICIT_SANDBOXES, ...S3 });
    expect(config.storage.provider).toBe('s3');
  });

  it.each([
    [
      { STORAGE_PROVIDER: 's3' },
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required when STORAGE_PROVIDER is s3',
    ],
    [
      { ...S3, S3_SECRET_ACCESS_KEY: '' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY is required when STORAGE_PROVIDER is s3',
    ],
    [
      { ...S3, S3_BUCKET: undefined, S3_ACCESS_KEY_ID: undefined },
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID are required when STORAGE_PROVIDER is s3',
    ],
    [{ STORAGE_PROVIDER: 'gcs' }, 'Invalid configuration: STORAGE_PROVIDER must be local or s3 (got "gcs")'],
    [
      { ...S3, S3_ENDPOINT: 'ftp://files.example.com' },
      'Invalid configuration: S3_ENDPOINT must be the http(s) URL of an S3-compatible service (got "ftp://files.example.com")',
    ],
    [
      { ...S3, S3_BUCKET: 'My_Bucket' },
      'Invalid configuration: S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens) (got "My_Bucket")',
    ],
    [
      { ...S3, S3_REGION: 'Mumbai 1' },
      'Invalid configuration: S3_REGION must be a region name (lowercase letters, digits, -) (got "Mumbai 1")',
    ],
  ])('refuse %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuse credentials in the endpoint without repeating them', () => {
    const refusal = (() => {
      try {
        loadConfig({ ...S3, S3_ENDPOINT: 'https://AKIDEXAMPLE:hunter2@minio.internal:9000' });
      } catch (error) {
        return error as Error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(refusal!.message).toMatch(/^Invalid configuration: S3_ENDPOINT must hold no credentials/);
    expect(refusal!.message).not.toContain('hunter2');
  });
});
