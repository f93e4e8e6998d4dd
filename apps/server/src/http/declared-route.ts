import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@tradecircle/domain';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A schema for what the declaration says the client sends: its input is that type (none: absent). */
type Accepts<Declared> = [Declared] extends [undefined] ? undefined : z.ZodType<unknown, Declared>;

/** The statuses whose answer is the declared response; a refusal (4xx) may document its own shape. */
type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * The route's schemas, held by the type checker to the declaration's types: the params, query and
 * body schemas take what the client sends, and every success answer is the declared response.
 */
export type DeclaredSchema<E extends Endpoint> = {
  params?: Accepts<ParamsOf<E>>;
  querystring?: Accepts<QueryOf<E>>;
  body?: Accepts<BodyOf<E>>;
  response: { [Status in SuccessStatus]?: z.ZodType<ResponseOf<E>> } & Record<number, z.ZodType>;
} & FastifySchema;

type Options<S extends FastifySchema> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
> & { schema: S };

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * Registers a route from its declaration in packages/domain (endpoints/): method and path come
 * from there, never a literal here, and the schemas must give the declared types. Use it as
 * `on(app, GROUP_ENDPOINTS.leaveGroup)({ onRequest, config, schema }, handler)`.
 */
export function on<E extends Endpoint>(app: ZodApp, declared: E) {
  return <S extends DeclaredSchema<E>>(options: Options<S>, handler: Handler<S>): void => {
    app.route({ ...options, method: declared.method, url: declared.path, handler } as never);
  };
}
