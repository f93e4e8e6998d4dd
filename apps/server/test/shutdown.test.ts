import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { findSession } from '../src/modules/sessions/index.ts';
import { startServer } from '../src/server.ts';
import { runServerToExit, spawnServer } from './process.ts';
import { createMigratedDataDir, createTestDatabase, TEST_DATABASE_URL, testConfig } from './support.ts';

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
