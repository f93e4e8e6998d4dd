import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
