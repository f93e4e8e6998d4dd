import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Responses written by a serializer compiled once per route from its zod response schema (issue 29):
 * zod's encode walks every value and JSON.stringify walks the copy again, about a tenth of a list
 * endpoint's time under load. fast-json-stringify writes the JSON in one pass from the schema's JSON
 * Schema. The zod schemas stay the contract (OpenAPI, the web's types); a schema with anything whose
 * encoded JSON a JSON Schema cannot say (a transform, a codec, a default) keeps zod's serializer.
 *
 * With `checkAgainstZod` (the tests and development) every answer is written both ways and must
 * come out the same: zod's encode still refuses an answer that breaks its schema, and a difference
 * between the two writers is an error naming the route. Production writes once.
 */

/** Zod kinds whose JSON a JSON Schema describes exactly; anything else keeps zod's serializer. */
const PLAIN_KINDS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'literal',
  'enum',
  'template_literal',
  'object',
  'array',
  'tuple',
  'record',
  'union',
  'nullable',
  'optional',
  'readonly',
  'any',
  'unknown',
]);

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  options?: ZodType[];
  innerType?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
};

/** Whether every part of the schema is of a plain kind (so its JSON Schema says all its JSON). */
export function isPlainSchema(schema: ZodType, seen = new Set<ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN_KINDS.has(def.type)) return false;
  const parts = [
    ...Object.values(def.shape ?? {}),
    ...(def.items ?? []),
    ...(def.options ?? []),
    ...[def.element, def.rest, def.innerType, def.keyType, def.valueType].filter(
      (part): part is ZodType => part instanceof $ZodType,
    ),
  ];
  return parts.every((part) => isPlainSchema(part, seen));
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `T | null` as `anyOf: [T, {type: "null"}]`; fast-json-stringify would pick the branch
 * by validating each value with Ajv. `nullable: true` on T says the same and is written directly.
 */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonSchema).filter(([key]) => key !== '$schema');
  const schema = Object.fromEntries(
    entries.map(([key, value]) => [key, simplifyNullables(value)]),
  ) as JsonSchema;
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options?.length !== 2) return schema;
  const nullIndex = options.findIndex((option) => option.type === 'null' && Object.keys(option).length === 1);
  const other = options[1 - nullIndex];
  if (nullIndex === -1 || other === undefined || typeof other.type !== 'string') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...other, nullable: true };
}

const hasCombinator = (node: unknown): boolean =>
  node !== null &&
  typeof node === 'object' &&
  (['anyOf', 'oneOf', 'allOf'].some((key) => key in node) || Object.values(node).some(hasCombinator));

/**
 * One schema's writer, when its JSON Schema has no union left once nullables are simplified:
 * fast-json-stringify picks a union's branch by validating the value against each with Ajv, which is
 * slow and judges formats and patterns otherwise than zod.
 */
function compileOne(schema: ZodType): ((data: unknown) => string) | undefined {
  try {
    const jsonSchema = simplifyNullables(
      toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' }),
    );
    if (hasCombinator(jsonSchema)) return undefined;
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

type UnionDef = { type: 'union'; options: ZodType[]; discriminator?: string };

/**
 * A discriminated union (a page whose shape depends on one field, such as a group's trades for a
 * member or anyone else): each branch compiled on its own, the branch chosen by the field's value.
 */
function compileDiscriminated(def: UnionDef): ((data: unknown) => string) | undefined {
  const key = def.discriminator!;
  const branches = def.options.map((option) => {
    const field = (option._zod.def as unknown as Def).shape?.[key];
    const values = (field?._zod.def as { values?: unknown[] } | undefined)?.values;
    return { values: values ?? [], write: compileOne(option) };
  });
  if (branches.some((branch) => branch.write === undefined || branch.values.length === 0)) return undefined;
  return (data) => {
    const value = (data as Record<string, unknown> | null)?.[key];
    const branch = branches.find((candidate) => candidate.values.includes(value));
    if (branch === undefined)
      throw new TypeError(`No branch of the answer's union has ${key} ${String(value)}`);
    return branch.write!(data);
  };
}

/**
 * The string as one flat buffer: a writer's output is a deep rope of small pieces, and joining the
 * same rope into several lists would walk it each time (the `flatstr` trick: a number conversion
 * flattens it in place).
 */
function flat(text: string): string {
  // biome-ignore lint/suspicious/noExplicitAny: the bitwise conversion is the point.
  (text as any) | 0;
  return text;
}

/**
 * An answer whose top-level arrays share one element schema and often the same elements (a profile's
 * trades: the page, then each again in its today / past week / other bucket): each element object
 * is written once and its JSON reused, which halves the work of the largest list answers.
 */
function compileSharedElements(schema: ZodType): ((data: unknown) => string) | undefined {
  const def = schema._zod.def as unknown as Def;
  if (def.type !== 'object' || !def.shape) return undefined;
  const fields = Object.entries(def.shape);
  const elementOf = (field: ZodType) => {
    const fieldDef = field._zod.def as unknown as Def;
    return fieldDef.type === 'array' ? fieldDef.element : undefined;
  };
  const element = fields
    .map(([, field]) => elementOf(field))
    .find(
      (candidate, _index, all) =>
        candidate !== undefined && all.filter((other) => other === candidate).length > 1,
    );
  if (element === undefined || fields.some(([, field]) => field._zod.optin === 'optional')) return undefined;
  const writeElement = compileOne(element);
  const writers = fields.map(([key, field]) => ({
    prefix: `${JSON.stringify(key)}:`,
    key,
    shared: elementOf(field) === element,
    write: elementOf(field) === element ? undefined : compileOne(field),
  }));
  if (writeElement === undefined || writers.some((writer) => !writer.shared && !writer.write))
    return undefined;
  return (data) => {
    const record = data as Record<string, unknown>;
    const written = new Map<unknown, string>();
    const once = (item: unknown) => {
      let json = written.get(item);
      if (json === undefined) {
        json = flat(writeElement(item));
        written.set(item, json);
      }
      return json;
    };
    const parts = writers.map(({ prefix, key, shared, write }) => {
      const value = record[key];
      if (!shared) return prefix + write!(value);
      if (!Array.isArray(value)) throw new TypeError(`The answer's ${key} is not a list`);
      return `${prefix}[${value.map(once).join(',')}]`;
    });
    return `{${parts.join(',')}}`;
  };
}

/** The route's compiled writer, or undefined when its schema must keep zod's. */
export function compileFastSerializer(schema: ZodType): ((data: unknown) => string) | undefined {
  if (!isPlainSchema(schema)) return undefined;
  const def = schema._zod.def as unknown as UnionDef;
  if (def.type === 'union' && def.discriminator !== undefined) return compileDiscriminated(def);
  return compileSharedElements(schema) ?? compileOne(schema);
}

function resolveSchema(maybeSchema: unknown): ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema as ZodType;
  const properties = (maybeSchema as { properties?: unknown }).properties;
  if (properties instanceof $ZodType) return properties as ZodType;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

export type SerializerOptions = {
  checkAgainstZod: boolean;
  /** Told, per route and status, which writer it got (the tests list the routes left on zod's). */
  report?: (route: string, writer: 'compiled' | 'zod') => void;
};

export function responseSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url, httpStatus }) => {
    const schema = resolveSchema(maybeSchema);
    const withZod = (data: unknown): string => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const compiled = compileFastSerializer(schema);
    options.report?.(`${method} ${url} ${httpStatus}`, compiled ? 'compiled' : 'zod');
    if (compiled === undefined) return withZod;
    if (!options.checkAgainstZod) return compiled;
    return (data) => {
      const expected = withZod(data);
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `The compiled serializer of ${method} ${url} wrote ${written} where zod wrote ${expected}`,
        );
      return written;
    };
  };
}
