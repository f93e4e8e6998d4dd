import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error.ts';

/** Where a request names its subject: a path parameter, a query field or a field of the JSON body. */
export type SubjectPart = 'params' | 'query' | 'body';

/** Reads an id as the route's validation would; a zod schema fits. */
export type IdReader = { safeParse(value: unknown): { success: boolean; data?: unknown } };

export type SubjectField = {
  in: SubjectPart;
  field: string;
  /** The kind of record the id names ('group', 'trade'...): for the document and the tests. */
  kind: string;
  /** How to read the id when the route's schema has no such field (a body its handler reads itself). */
  id?: IdReader;
};

export type Subject = { kind: string; id: number };

/** The request as sent, not yet validated: params and query as text, the body as parsed (or not yet). */
export type RawInput = { params: unknown; query: unknown; body: unknown };

/**
 * Who may act on a route's subject (its group's admin, its owner, the user themself), checked after
 * the token and before the body is validated: a caller who may not act gets the 403 the service would
 * give, whatever else the request holds.
 */
export type ActorRule = {
  /** In words, e.g. "the group's admin": the OpenAPI document's `x-who-may-act`. */
  who: string;
  /** Where the request names the subject, in order: the first field holding a well-formed id wins. */
  subject: readonly SubjectField[];
  /** Other fields the decision reads (join-leave's `member`): documented, so the tests can send them. */
  dependsOn?: readonly string[];
  /**
   * Resolves when `userId` may act; throws the service's 403 otherwise. A 404 (no such subject) is
   * not answered here: the request goes on to its validation and its service.
   */
  authorize(userId: number, subject: Subject, input: RawInput): Promise<void>;
};

/** Any signed-in user may call the route: it acts on the caller's own things or refuses per record. */
export const ANY_USER = 'any signed-in user';

/** The user a field names must be the caller (their own list, their own account), else 403 `message`. */
export const theUserThemself = (field: SubjectField, message: string): ActorRule => ({
  who: 'the user themself',
  subject: [field],
  authorize: async (userId, { id }) => {
    if (id !== userId) throw new AppError('FORBIDDEN', message);
  },
});

/** A route's declaration of who may act: `config: { whoMayAct }`. */
export type WhoMayAct = ActorRule | typeof ANY_USER;

declare module 'fastify' {
  interface FastifyContextConfig {
    whoMayAct?: WhoMayAct;
  }
}

/** The OpenAPI extension naming who may act on an operation (the tests walk the document by it). */
export const WHO_MAY_ACT_KEY = 'x-who-may-act';

const SCHEMA_KEYS: Record<SubjectPart, 'params' | 'querystring' | 'body'> = {
  params: 'params',
  query: 'querystring',
  body: 'body',
};

type ReadField = SubjectField & { read: (value: unknown) => number | undefined };

/** One route's check: before the body is read when the path or query names the subject, else once it is parsed. */
type Gate = {
  beforeBody(request: FastifyRequest): Promise<void>;
  onceBodyParsed(request: FastifyRequest): Promise<void>;
};

const GATE = Symbol('who-may-act gate');

const hooksOf = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

const requiresUser = (security: unknown) =>
  Array.isArray(security) &&
  security.length > 0 &&
  security.every((entry) => typeof entry === 'object' && entry !== null && Object.keys(entry).length > 0);

/** The zod object's field, when the schema is one (`z.object`, also refined or partial). */
function schemaField(schema: unknown, field: string): IdReader | undefined {
  const shape = (schema as { shape?: Record<string, IdReader> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? shape[field] : undefined;
}

/** Reads an id the way `reader` (the route's schema field) does: a safe integer, or undefined. */
export function readerOf(reader: IdReader) {
  return (value: unknown): number | undefined => {
    if (value === undefined || value === null) return undefined;
    const parsed = reader.safeParse(value);
    return parsed.success && Number.isSafeInteger(parsed.data) ? (parsed.data as number) : undefined;
  };
}

const valueIn = (input: RawInput, part: SubjectPart, field: string): unknown => {
  const container = input[part];
  return container && typeof container === 'object'
    ? (container as Record<string, unknown>)[field]
    : undefined;
};

/** The first field naming a subject with a well-formed id; `stopAtBody` before the body is read. */
function subjectIn(fields: readonly ReadField[], input: RawInput, stopAtBody: boolean): Subject | undefined {
  for (const field of fields) {
    if (field.in === 'body' && stopAtBody) return undefined;
    const id = field.read(valueIn(input, field.in, field.field));
    if (id !== undefined) return { kind: field.kind, id };
  }
  return undefined;
}

function gateFor(route: RouteOptions, rule: ActorRule, decided: WeakSet<FastifyRequest>): Gate {
  const name = `${String(route.method)} ${route.url}`;
  if (rule.subject.length === 0) throw new Error(`${name}: whoMayAct names no subject`);
  const fields: ReadField[] = rule.subject.map((field) => {
    const reader = field.id ?? schemaField(route.schema?.[SCHEMA_KEYS[field.in]], field.field);
    if (!reader)
      throw new Error(
        `${name}: whoMayAct reads ${field.in}.${field.field}, which the route's schema does not declare; give the field an id reader`,
      );
    return { ...field, read: readerOf(reader) };
  });
  const readsBody = fields.some((field) => field.in === 'body');
  const decide = async (request: FastifyRequest, subject: Subject, input: RawInput) => {
    decided.add(request);
    // requireUser ran first (checked when the route was added), so the caller is known.
    if (!request.user) return;
    try {
      await rule.authorize(request.user.id, subject, input);
    } catch (error) {
      // No such subject (or one hidden from the caller): nothing to refuse yet. The request goes on
      // to its validation (400) and then its service (404), in the order every request has.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return;
      throw error;
    }
  };
  return {
    async beforeBody(request) {
      const input = { params: request.params, query: request.query, body: undefined };
      const subject = subjectIn(fields, input, true);
      if (subject) await decide(request, subject, input);
    },
    async onceBodyParsed(request) {
      if (!readsBody || decided.has(request)) return;
      const input = { params: request.params, query: request.query, body: request.body };
      const subject = subjectIn(fields, input, false);
      if (subject) await decide(request, subject, input);
    },
  };
}

/**
 * Authorization before body validation: a route declares who may act (`config: { whoMayAct }`), and
 * a caller who may not act learns that first, as one without a token already gets 401 first.
 *
 * - A subject named in the path or query is checked `onRequest`, right after the route's auth hook:
 *   before the body is read, so even an unreadable body gets the 403.
 * - A subject named in the body is checked once the body is parsed, before any other preValidation
 *   hook (the NUL guard) and before the schema: an id that cannot be read cannot be authorised, so
 *   that alone is a 400; the rest of the body is not looked at before the 403.
 *
 * Checked as routes are added: a rule needs a signed-in caller (`onRequest: requireUser`) and fields
 * it can read. The services keep their own checks. Register after registerAuthRouteCheck (which sets
 * `security`) and before the input guards.
 */
export function registerWhoMayAct(app: FastifyInstance): void {
  const decided = new WeakSet<FastifyRequest>();

  app.addHook('onRoute', (route: RouteOptions) => {
    const whoMayAct = route.config?.whoMayAct;
    if (!whoMayAct) return;
    const schema = (route.schema ?? {}) as { security?: unknown };
    if (!requiresUser(schema.security))
      throw new Error(
        `${String(route.method)} ${route.url}: whoMayAct needs a signed-in caller (onRequest: requireUser)`,
      );
    const described =
      whoMayAct === ANY_USER
        ? whoMayAct
        : {
            who: whoMayAct.who,
            subject: whoMayAct.subject.map(({ in: part, field, kind }) => ({ in: part, field, kind })),
            ...(whoMayAct.dependsOn ? { depends_on: whoMayAct.dependsOn } : {}),
          };
    route.schema = { ...schema, [WHO_MAY_ACT_KEY]: described } as RouteOptions['schema'];
    if (whoMayAct === ANY_USER) return;
    const gate = gateFor(route, whoMayAct, decided);
    route.onRequest = [...hooksOf(route.onRequest), gate.beforeBody] as RouteOptions['onRequest'];
    route.config = { ...route.config, [GATE]: gate } as RouteOptions['config'];
  });

  app.addHook('preValidation', async (request) => {
    const gate = (request.routeOptions.config as { [GATE]?: Gate } | undefined)?.[GATE];
    if (gate) await gate.onceBodyParsed(request);
  });
}
