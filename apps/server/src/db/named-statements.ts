import pg from 'pg';

/**
 * Distinct statement texts that get a name; later texts go unnamed. Drizzle writes a new text for
 * every length of an `in (...)` list, so without a bound the names (and the plans PostgreSQL keeps
 * per connection for each) would grow with the data; the product's own statements number a few
 * hundred and are all seen long before the bound.
 */
export const NAMED_STATEMENT_LIMIT = 1000;

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/**
 * Names each parameterised statement by its text, so that node-postgres prepares it once per
 * connection (Parse on first use, then only Bind and Execute) and PostgreSQL can keep its plan.
 * Drizzle over node-postgres sends unnamed statements, which PostgreSQL parses and plans on every
 * execution: the Home feed's page statement spent 3.3-4.0 ms planning against 0.4 ms running
 * (issue 29, bench/README.md "Load").
 *
 * Statements without parameters stay unnamed: transaction control, DDL and multi-statement scripts
 * (migrations) cannot or need not be prepared.
 */
export function createStatementNamer(limit = NAMED_STATEMENT_LIMIT) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    const name = `tc_${names.size.toString(36)}`;
    names.set(text, name);
    return name;
  };
}

/**
 * A pg.Client class that names parameterised statements (createStatementNamer), for one pool's
 * `Client`: each pool keeps its own names, so its connections agree on them, and a process with
 * several databases (the tests open one per file in a shared worker) gives each its full bound.
 */
export function namedStatementClient(limit = NAMED_STATEMENT_LIMIT): typeof pg.Client {
  const nameOf = createStatementNamer(limit);
  return class NamedStatementClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query's overloads, passed through as they came.
    override query(config: any, values?: any, callback?: any): any {
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      return super.query(withStatementName(nameOf, config, values) as any, values, callback);
    }
  };
}

function withStatementName(
  nameOf: (text: string) => string | undefined,
  config: unknown,
  values: unknown,
): unknown {
  if (typeof config === 'string') {
    if (!hasParameters(values)) return config;
    const name = nameOf(config);
    return name ? { text: config, name } : config;
  }
  if (!config || typeof config !== 'object') return config;
  const query = config as QueryConfig;
  if (typeof query.submit === 'function' || query.name || typeof query.text !== 'string') return config;
  if (!hasParameters(values ?? query.values)) return config;
  const name = nameOf(query.text);
  return name ? { ...query, name } : config;
}

const hasParameters = (values: unknown) => Array.isArray(values) && values.length > 0;
