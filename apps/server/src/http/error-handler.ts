import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';

const zodEnglish = z.locales.en();

/** True for zod's own wording (which needs the field name), false for the messages our schemas set. */
function isZodDefaultMessage(issue: { keyword: string; message?: string; params: unknown }): boolean {
  if (!issue.message || issue.message.startsWith('Invalid input:')) return true;
  const rebuilt = { ...(issue.params as object), code: issue.keyword } as Parameters<
    typeof zodEnglish.localeError
  >[0];
  const fallback = zodEnglish.localeError(rebuilt);
  return issue.message === (typeof fallback === 'string' ? fallback : fallback?.message);
}
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
]);

/**
 * PostgreSQL's refusals of a value the request carried: the routes check their input first, so these
 * are a backstop (e.g. multipart fields) that still answers 400, never 500.
 */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22021': 'Text must not contain the NUL character (\\u0000)',
  '22P05': 'Text must not contain the NUL character (\\u0000)',
  '22003': 'A number is out of range',
};

/**
 * Maps every failure to the design's error bodies: 400 `{message, errors}`, 4xx `{message}`,
 * 503 when the database is unreachable, and a bare 500 otherwise. Never a stack trace or SQL.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      const first = error.validation[0];
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params) || error.validationContext || 'request';
        const messages = errors[field] ?? [];
        messages.push(issue.message ?? 'Invalid value');
        errors[field] = messages;
      }
      const [firstField, firstMessages] = Object.entries(errors)[0] ?? ['request', ['Invalid request']];
      const firstMessage = firstMessages[0] ?? 'Invalid request';
      // Our schemas' own messages (the spec's, verbatim) stand alone; zod's generic ones need the field.
      const message = first && isZodDefaultMessage(first) ? `${firstField}: ${firstMessage}` : firstMessage;
      return reply.status(400).send({ message, errors });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(
          error.fieldErrors
            ? { message: error.message, errors: error.fieldErrors }
            : { message: error.message },
        );
    }
    const inputError = databaseInputError(error);
    if (inputError) {
      request.log.warn({ err: error }, 'the database refused a value from the request');
      return reply.status(400).send({ message: inputError });
    }
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database or bus unreachable');
      return reply.status(503).send({ message: 'Service temporarily unavailable, please try again' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) carry safe messages.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong, please try again' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return;
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '';
}

function databaseInputError(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(DATABASE_INPUT_ERRORS, code))
      return DATABASE_INPUT_ERRORS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /PGlite is closed|Connection terminated|pool after calling end/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
