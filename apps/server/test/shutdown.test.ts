import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DRAIN_MESSAGE, DRAIN_RETRY_AFTER_SECONDS } from '../src/http/drain.ts';
import { findSession } from '../src/modules/sessions/index.ts';
import { startServer } from '../src/server.ts';
import { runServerToExit, spawnServer } from './process.ts';
import {
  createMigratedDataDir,
  createTestDatabase,
  randomRedisPrefix,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  testConfig,
} from './support.ts';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tc-shutdown-'));
  tempDirs.push(dir);
  return dir;
};
/** A data directory copied from the migrated template: the server skips initdb (~5 s a start). */
const migratedDir = async () => {
  const dir = tempDir();
  await createMigratedDataDir(dir);
  return dir;
};
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function writeSession(baseUrl: string, source: string): Promise<string> {
  const response = await fetch(`${baseUrl}/backend/api/update-user-session/`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ source }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { session_id: string }).session_id;
}

async function readSessionFromDisk(dataDir: string, sessionId: string) {
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    return await findSession(database.db, sessionId);
  } finally {
    await database.close();
  }
}

// These start real servers and processes (PGlite initdb each): generous limits for a busy 2-core machine.
describe('graceful shutdown in process', { timeout: 90_000 }, () => {
  it('finishes requests in flight, then refuses new connections and closes the database', async () => {
    const testDatabase = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    const config = testConfig(
      testDatabase?.url ? { DATABASE_URL: testDatabase.url } : { DATA_DIR: await migratedDir() },
    );
    let releaseSlowRequest: () => void = () => {};
    const server = await startServer(config, {
      beforeListen: (app) => {
        app.get('/backend/test/slow', async () => {
          await new Promise<void>((resolve) => {
            releaseSlowRequest = resolve;
          });
          return { finished: true };
        });
      },
    });
    const address = server.app.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const sessionId = await writeSession(baseUrl, 'before-shutdown');

    const inFlight = fetch(`${baseUrl}/backend/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseSlowRequest();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await stopped;
    await expect(fetch(`${baseUrl}/backend/health`)).rejects.toThrow();

    if (testDatabase) {
      expect(await findSession(testDatabase.db, sessionId)).toMatchObject({ source: 'before-shutdown' });
      await testDatabase.close();
    } else {
      expect(await readSessionFromDisk(config.dataDir, sessionId)).toMatchObject({
        source: 'before-shutdown',
      });
    }
  });

  it('answers a read still running when the drain runs out 503 with Retry-After, and lets a write finish', async () => {
    const testDatabase = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    // 1 s: the drain may take 500 ms of it.
    const config = testConfig({
      SHUTDOWN_TIMEOUT_MS: '1000',
      ...(testDatabase?.url ? { DATABASE_URL: testDatabase.url } : { DATA_DIR: await migratedDir() }),
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await startServer(config, {
      beforeListen: (app) => {
        app.get('/backend/test/slow-read', async () => {
          await released;
          return { finished: true };
        });
        app.post('/backend/test/slow-write', async () => {
          await released;
          return { written: true };
        });
      },
    });
    const baseUrl = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    const slowRead = fetch(`${baseUrl}/backend/test/slow-read`);
    const slowWrite = fetch(`${baseUrl}/backend/test/slow-write`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = server.stop();
    // Both handlers wait past the drain's 500 ms.
    const releaseLater = setTimeout(release, 1500);

    const read = await slowRead;
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe(String(DRAIN_RETRY_AFTER_SECONDS));
    expect(await read.json()).toEqual({ message: DRAIN_MESSAGE });
    const write = await slowWrite;
    expect(write.status).toBe(200);
    expect(await write.json()).toEqual({ written: true });
    await stopped;
    clearTimeout(releaseLater);
    await testDatabase?.close();
  });
});

type Outcome = { status: number; retryAfter: string | undefined; body: string } | { error: string };

/** One GET on a kept-alive socket of `agent`: its status, Retry-After and body, or the socket error. */
function read(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message });
    const request = http.get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }),
      );
      response.on('error', failed);
    });
    request.on('error', failed);
  });
}

describe('SIGTERM under load', { timeout: 120_000 }, () => {
  it('finishes or answers 503 with Retry-After every request of 200 readers, and resets none', async () => {
    const testDatabase = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    const server = await spawnServer(
      testDatabase?.url
        ? {
            DATABASE_URL: testDatabase.url,
            ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: randomRedisPrefix() } : {}),
          }
        : { DATA_DIR: await migratedDir() },
    );
    // Loopback only, at most 200 sockets: each reader reads the database (health) again and again
    // until it is told to go away.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
    const outcomes: Outcome[] = [];
    let pending = 0;
    let loaded: () => void = () => {};
    const isLoaded = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const reader = async () => {
      for (;;) {
        pending += 1;
        const outcome = await read(agent, `${server.baseUrl}/backend/health`);
        pending -= 1;
        outcomes.push(outcome);
        if (outcomes.length === 1000) loaded();
        if (!('status' in outcome) || outcome.status !== 200) return;
      }
    };
    try {
      const readers = Array.from({ length: 200 }, reader);
      await isLoaded;
      const queuedAtSigterm = pending;
      server.child.kill('SIGTERM');
      await Promise.all(readers);
      expect(await server.exited).toBe(0);
      expect(queuedAtSigterm).toBeGreaterThan(150);

      const errors = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
      expect(errors).toEqual([]);
      const answers = outcomes.flatMap((outcome) => ('status' in outcome ? [outcome] : []));
      expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
      const refused = answers.filter((answer) => answer.status === 503);
      // Every reader ended on a 503 that says when to come back.
      expect(refused).toHaveLength(200);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe(String(DRAIN_RETRY_AFTER_SECONDS));
        expect(JSON.parse(answer.body)).toEqual({ message: DRAIN_MESSAGE });
      }
    } finally {
      agent.destroy();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await testDatabase?.close();
    }
  });
});

describe('the server process on the embedded database', { timeout: 90_000 }, () => {
  it('drains on SIGTERM, exits 0, and a restart finds every acknowledged write', async () => {
    const dataDir = await migratedDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    const sessionId = await writeSession(first.baseUrl, 'acknowledged');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutdown complete');

    const second = await spawnServer({ DATA_DIR: dataDir });
    const health = await fetch(`${second.baseUrl}/backend/health`);
    expect(health.status).toBe(200);
    const secondId = await writeSession(second.baseUrl, 'second-run');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(await readSessionFromDisk(dataDir, sessionId)).toMatchObject({ source: 'acknowledged' });
    expect(await readSessionFromDisk(dataDir, secondId)).toMatchObject({ source: 'second-run' });
  });

  it('loses no acknowledged write when the process is killed outright', async () => {
    const dataDir = await migratedDir();
    const server = await spawnServer({ DATA_DIR: dataDir });
    const sessionId = await writeSession(server.baseUrl, 'before-crash');
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await readSessionFromDisk(dataDir, sessionId)).toMatchObject({ source: 'before-crash' });
  });
});

describe('bad configuration', { timeout: 60_000 }, () => {
  it('stops the start with one line naming the variable', async () => {
    const { code, stderr } = await runServerToExit({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT must be a port number (got "abc")');
  });

  it('refuses to start in production with a sandbox or the demo data left to its default', async () => {
    // A temporary data directory, so that a start that goes ahead seeds nothing in the repository's.
    const { code, stderr } = await runServerToExit(
      { NODE_ENV: 'production', DATA_DIR: tempDir() },
      { timeoutMs: 45_000 },
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid configuration: in production set SMS_PROVIDER, IDENTITY_PROVIDER, BROKER_PROVIDER, PAYMENTS_PROVIDER, STORAGE_PROVIDER, MARKET_FEED, NEWS_PROVIDER, SEED_DEMO_DATA explicitly (left unset they start sandboxes and the demo data)',
    );
  });

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const { code, stderr } = await runServerToExit({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Cannot prepare the database \(DATABASE_URL\): .*ECONNREFUSED/);
  });

  it('names REDIS_URL when Redis cannot be reached', async () => {
    const { code, stderr } = await runServerToExit({ DATA_DIR: tempDir(), REDIS_URL: 'redis://127.0.0.1:1' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Cannot connect to Redis at REDIS_URL: /);
  });
});
