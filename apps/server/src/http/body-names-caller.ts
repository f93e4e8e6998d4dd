import type { FastifyRequest } from 'fastify';
import { forbidden } from './app-error.ts';
import { type IdReader, readerOf } from './who-may-act.ts';

/**
 * A `preValidation` hook for a route whose body names the caller (`user_id`: their user or profile
 * id): a well-formed id that is not the caller's is refused with `message` before the rest of the body
 * is validated. An id that cannot be read is left to the schema's 400; `callersId` undefined (no
 * profile yet) to the service.
 */
export function bodyNamesTheCaller(options: {
  field: string;
  reader: IdReader;
  callersId: (userId: number) => Promise<number | undefined>;
  message: string;
}) {
  const read = readerOf(options.reader);
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user || typeof request.body !== 'object' || request.body === null) return;
    const named = read((request.body as Record<string, unknown>)[options.field]);
    if (named === undefined) return;
    const own = await options.callersId(request.user.id);
    if (own !== undefined && own !== named) throw forbidden(options.message);
  };
}
