/**
 * The load bench's baseline server, a child process of its own: a bare Fastify 5 app on
 * 127.0.0.1:BASELINE_PORT with
 * - GET /hello: {"hello":"world"}, the HTTP stack alone;
 * - with BASELINE_DATABASE_URL and BASELINE_STATEMENTS (a JSON file: endpoint name → the statements
 *   one request of it sends, parameters as node-postgres sends them), GET /sql/:name: those
 *   statements one after the other through a pg.Pool of 10 connections (unnamed statements, as the
 *   app's driver sends them), answering the row counts: the driver's own cost, no app code.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

type Statements = Record<string, { text: string; params: (string | null)[] }[]>;

const port = Number(process.env.BASELINE_PORT);
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));

const databaseUrl = process.env.BASELINE_DATABASE_URL;
const statementsFile = process.env.BASELINE_STATEMENTS;
if (databaseUrl && statementsFile) {
  const statements = JSON.parse(readFileSync(statementsFile, 'utf8')) as Statements;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.addHook('onClose', () => pool.end());
  app.get<{ Params: { name: string } }>('/sql/:name', async (request, reply) => {
    const list = statements[request.params.name];
    if (!list) return reply.code(404).send({ error: 'no such endpoint' });
    const rows: number[] = [];
    for (const statement of list)
      rows.push((await pool.query(statement.text, statement.params)).rowCount ?? 0);
    return { rows };
  });
}

await app.listen({ host: '127.0.0.1', port });
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
