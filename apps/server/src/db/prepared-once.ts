import type { AppDb } from './client.ts';
import { useCompiledRowMappers } from './compiled-row-mapper.ts';

/**
 * Statements built once per database and name, then reused with new values at each execute: the
 * name must say everything the statement's text depends on (the viewer's shape, the filters'
 * shape), since everything else is a placeholder. Building a list's SQL in Drizzle on every request
 * was the largest part of the server's own time under load (issue 29). Their rows are mapped by a
 * mapper compiled once per statement (compiled-row-mapper.ts), for the same reason.
 */
export function preparedOnce<Args extends unknown[], Statement>(
  build: (db: AppDb, name: string, ...args: Args) => Statement,
): (db: AppDb, name: string, ...args: Args) => Statement {
  const built = new WeakMap<AppDb, Map<string, Statement>>();
  return (db, name, ...args) => {
    const statements = built.get(db) ?? new Map<string, Statement>();
    built.set(db, statements);
    let statement = statements.get(name);
    if (statement === undefined) {
      statement = useCompiledRowMappers(build(db, name, ...args));
      statements.set(name, statement);
    }
    return statement;
  };
}
