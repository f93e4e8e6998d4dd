import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { badRequest } from './app-error.ts';

export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

/** The dotted path of the first string (or key) holding a NUL character, '' for the value itself. */
export function findNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks every request's path parameters, query and JSON body before validation: PostgreSQL cannot
 * store a NUL character in text, so one anywhere is a 400 naming the field instead of a database
 * error. (Multipart fields are read by their routes; the error handler catches the database's
 * refusal for those.)
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = { params: request.params, query: request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      const field = findNul(value);
      if (field === undefined) continue;
      const name = field || part;
      throw badRequest(`${name}: ${NUL_MESSAGE}`, { [name]: [NUL_MESSAGE] });
    }
  });
}

/**
 * Fastify's own refusals before routing (a `%` that starts no escape, e.g. a literal `%` in a path)
 * answered in the API's `{ message }` shape.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  genericReply,
) => {
  // Fastify types this option's reply per route generic; here it is always a plain reply.
  const reply = genericReply as unknown as FastifyReply;
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({
      message: 'The address is not a valid URL: a % must start an escape such as %25 (for a literal %)',
    });
    return;
  }
  request.log.warn({ err: error }, 'request refused before routing');
  reply.status(400).send({ message: 'Bad request' });
};
