import { Worker } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';

type QueryOptions = { rowMode?: 'object' | 'array'; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** What Drizzle's PGlite driver and our client.ts use of a PGlite client (and of its transactions). */
export type ThreadedQueries = {
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(text: string): Promise<Results[]>;
};
export type PgliteClient = ThreadedQueries & {
  transaction<Result>(run: (tx: ThreadedQueries) => Promise<Result>): Promise<Result>;
  listen(channel: string, handler: () => void): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  /** On a thread, answered between two statements, not behind the queued ones. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The embedded database on a thread of its own (pglite-worker.js). PGlite runs PostgreSQL compiled
 * to WebAssembly, synchronously: on the HTTP thread every statement stopped the event loop, so under
 * load nothing else was answered, not even health, and no request could be refused in time. Here
 * the HTTP thread only posts statements and awaits their rows (structured clones: dates, JSON,
 * arrays and bytes come across as they are).
 *
 * Parsers cannot cross threads, so `parsers` is read as the type ids whose values stay text: the
 * only kind Drizzle passes (timestamps, dates, intervals and numeric arrays kept as PostgreSQL wrote
 * them). Errors come back as errors carrying PostgreSQL's fields (code, detail, constraint).
 */
export type PgliteOptions = {
  dataDir: string | undefined;
  loadDataDir: Blob | undefined;
  postgresqlconf: string[];
};

export async function openPgliteThread(options: PgliteOptions): Promise<PgliteClient> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: options });
  const pending = new Map<number, Pending>();
  const channels = new Map<string, Set<() => void>>();
  let nextId = 1;
  let ended: Error | undefined;

  worker.on('message', (message: Reply | { notification: string }) => {
    if ('notification' in message) {
      for (const handler of channels.get(message.notification) ?? []) handler();
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(Object.assign(new Error(message.error.message), message.error));
    else waiting.resolve(message.result);
  });
  const fail = (error: Error) => {
    ended = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('PGlite is closed')));

  const send = <Result>(message: Record<string, unknown>): Promise<Result> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<Result>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const queriesOn = (transactionId: number | undefined): ThreadedQueries => ({
    query: (text, params = [], queryOptions) =>
      send({
        op: 'query',
        transactionId,
        text,
        params,
        rowMode: queryOptions?.rowMode,
        keepTextOf: queryOptions?.parsers ? Object.keys(queryOptions.parsers).map(Number) : undefined,
      }),
    exec: (text) => send({ op: 'exec', transactionId, text }),
  });

  try {
    await send({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...queriesOn(undefined),
    async transaction(run) {
      const transactionId = await send<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run(queriesOn(transactionId));
      } catch (error) {
        await send({ op: 'end', transactionId, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', transactionId, commit: true });
      return result;
    },
    async listen(channel, handler) {
      const handlers = channels.get(channel) ?? new Set();
      channels.set(channel, handlers);
      handlers.add(handler);
      await send({ op: 'listen', channel });
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0 && !ended) await send({ op: 'unlisten', channel });
      };
    },
    dumpDataDir: () => send<Blob>({ op: 'dumpDataDir' }),
    ping: () => send<void>({ op: 'ping' }),
    async close() {
      if (ended) return;
      await send({ op: 'close' }).catch(() => {});
      fail(new Error('PGlite is closed'));
      await worker.terminate();
    },
  };
}

/**
 * PGlite on the calling thread: the tests' databases, where a thread's round trip per statement
 * (about 0.1 ms) made the server suite half as slow again, and nothing needs the event loop free.
 */
export async function openPgliteHere(options: PgliteOptions): Promise<PgliteClient> {
  // One options object: PGlite ignores a second argument's options when the first is undefined.
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: options.postgresqlconf,
  });
  await client.waitReady;
  return {
    query: (text, params, queryOptions) => client.query(text, params, queryOptions as never),
    exec: (text) => client.exec(text),
    transaction: (run) => client.transaction((tx) => run(tx as unknown as ThreadedQueries)),
    listen: (channel, handler) => client.listen(channel, () => handler()),
    dumpDataDir: async () => {
      await client.query('checkpoint');
      return client.dumpDataDir('none');
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The client where Drizzle's PGlite driver wants a PGlite (it uses only PgliteClient's part). */
export const asPglite = (client: PgliteClient) => client as unknown as PGlite;
