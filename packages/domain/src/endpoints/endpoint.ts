/**
 * An HTTP call declared once (docs/architecture.md, "Endpoints"): its method and path, and the types
 * of its path params, query, body and answer, inferred from the domain's zod schemas with `import
 * type` only, so a page that calls it does not bring zod into its script. The server registers the
 * route from the declaration with the schemas that give those types (the type checker holds the two
 * equal); the web calls it by the declaration, with no path literal of its own.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What goes and comes back: each part the client sends is the schema's input, the answer its output. */
export type EndpointTypes = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  response: unknown;
};

export interface Endpoint<Types extends EndpointTypes = EndpointTypes> {
  readonly method: HttpMethod;
  /** Under the API base `/backend`, Fastify's form: `/api/groups/:id/`. */
  readonly path: string;
  /** Never set: carries the types. */
  readonly types?: Types;
}

export function endpoint<Types extends EndpointTypes>(method: HttpMethod, path: string): Endpoint<Types> {
  return { method, path };
}

type TypesOf<E> = E extends Endpoint<infer Types> ? Types : never;
export type ParamsOf<E> = TypesOf<E> extends { params: infer P } ? P : undefined;
export type QueryOf<E> = TypesOf<E> extends { query: infer Q } ? Q : undefined;
export type BodyOf<E> = TypesOf<E> extends { body: infer B } ? B : undefined;
export type ResponseOf<E> = TypesOf<E>['response'];

/**
 * A path param encoded for its segment. Commas stay as written: a path segment may hold them (RFC
 * 3986 sub-delims), and the spec's lists in a path are comma-joined (filter-trades' `Active,Inactive`).
 */
const encodeSegment = (value: unknown) => encodeURIComponent(String(value)).replace(/%2C/gi, ',');

/** The path with its `:name` params filled in (encoded), without the leading slash: `api/groups/12/`. */
export function pathOf(declared: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  const filled = declared.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${declared.path} needs ${name}`);
    return encodeSegment(value);
  });
  return filled.replace(/^\/+/, '');
}
