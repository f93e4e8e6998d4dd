import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
} from '@tradecircle/domain';
import type { RouteQuery } from '../routing/route-names.ts';
import { type RequestOptions, request } from './request.ts';

/** A part the declaration names is required, unless it may be left out (undefined is one of its types). */
type Part<Name extends string, Declared> = undefined extends Declared
  ? { [key in Name]?: Declared }
  : { [key in Name]: Declared };

/** What a declared call takes: its params, query and body as declared, and the request's options. */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Partial<Part<'query', QueryOf<E>>> &
  Part<'body', BodyOf<E>> &
  Omit<RequestOptions, 'method' | 'query' | 'body'>;

/**
 * Calls an endpoint by its declaration (packages/domain endpoints/): the method and path come from
 * there (no path literal in the web), the answer is typed as declared.
 */
export function call<E extends Endpoint>(declared: E, input: CallInput<E>): Promise<ResponseOf<E>> {
  const { params, query, body, ...options } = input as {
    params?: Record<string, unknown>;
    query?: RouteQuery;
    body?: unknown;
  } & Omit<RequestOptions, 'method' | 'query' | 'body'>;
  return request<ResponseOf<E>>(pathOf(declared, params), {
    ...options,
    method: declared.method,
    query,
    body,
  });
}
