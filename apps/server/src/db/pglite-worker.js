// The embedded database's thread (pglite-thread.ts starts it and speaks for it). Plain JavaScript, so
// that it loads the same under tsx, Vitest and plain Node, whatever loader the main thread has.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir?: string; loadDataDir?: Blob; postgresqlconf: string[] }} */
const options = workerData;
const client = new PGlite({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  postgresqlconf: options.postgresqlconf,
});

/** Open transactions by id (begin). */
const transactions = new Map();
/** Stops listening, by channel. */
const listeners = new Map();
let nextTransactionId = 1;

const keepText = (value) => value;

/**
 * A query's options as PGlite takes them: `keepTextOf` names the type ids whose values stay text
 * (the parsers Drizzle passes are all of that kind, and functions cannot cross threads).
 */
function queryOptions(message) {
  if (!message.rowMode && !message.keepTextOf) return undefined;
  const parsers = message.keepTextOf
    ? Object.fromEntries(message.keepTextOf.map((typeId) => [typeId, keepText]))
    : undefined;
  return { ...(message.rowMode ? { rowMode: message.rowMode } : {}), ...(parsers ? { parsers } : {}) };
}

function on(message) {
  const target = message.transactionId ? transactions.get(message.transactionId)?.client : client;
  switch (message.op) {
    case 'ready':
      return client.waitReady.then(() => null);
    case 'query':
      if (!target) throw new Error('The transaction has ended');
      return target.query(message.text, message.params, queryOptions(message));
    case 'exec':
      if (!target) throw new Error('The transaction has ended');
      return target.exec(message.text);
    case 'begin':
      return begin();
    case 'end':
      return end(message.transactionId, message.commit);
    case 'listen':
      return listen(message.channel);
    case 'unlisten':
      return listeners
        .get(message.channel)?.()
        .then(() => listeners.delete(message.channel));
    case 'dumpDataDir':
      return client.query('checkpoint').then(() => client.dumpDataDir('none'));
    case 'ping':
      return client.closed ? Promise.reject(new Error('PGlite is closed')) : null;
    case 'close':
      return client.close().then(() => null);
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

/**
 * Takes PGlite's transaction lock and holds it until `end`; answers once the transaction has begun.
 * The open transaction keeps its own client, how to end it (commit or roll back), and its outcome.
 */
function begin() {
  const transactionId = nextTransactionId++;
  const open = {};
  transactions.set(transactionId, open);
  return new Promise((begun, failed) => {
    open.finished = client.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          open.client = tx;
          open.end = (shouldCommit) => (shouldCommit ? commit() : rollBack(new Error('rolled back')));
          begun(transactionId);
        }),
    );
    open.finished.catch((error) => {
      transactions.delete(transactionId);
      failed(error);
    });
  });
}

async function end(transactionId, commit) {
  const open = transactions.get(transactionId);
  transactions.delete(transactionId);
  if (!open?.end) throw new Error('The transaction has ended');
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (commit) throw error;
  }
  return null;
}

async function listen(channel) {
  if (listeners.has(channel)) return null;
  const unlisten = await client.listen(channel, () => parentPort.postMessage({ notification: channel }));
  listeners.set(channel, unlisten);
  return null;
}

/** An error as plain data: its message and PostgreSQL's fields (code, detail, constraint...). */
function errorData(error) {
  const data = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
    }
  }
  return data;
}

parentPort.on('message', (message) => {
  Promise.resolve()
    .then(() => on(message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (error) => parentPort.postMessage({ id: message.id, error: errorData(error) }),
    );
});
