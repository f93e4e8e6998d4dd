import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { NUL_MESSAGE } from '../../http/input-guards.ts';
import { MAX_WEBINAR_PICTURE_BYTES, type WebinarPictureUpload } from './webinar-pictures.ts';

export type FieldErrors = Record<string, string[]>;

/** A zod failure's messages by field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** The API's 400 for a form: the first message, and every field's messages. */
export function formError(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? 'Bad request';
  return badRequest(first, errors);
}

/**
 * The create and register forms, as multipart (text fields, and for create the cover `picture`) or
 * as JSON (fields only). Files under other names are drained and ignored; a repeated field keeps its
 * first value.
 */
export async function readWebinarForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; picture: WebinarPictureUpload | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    // The form's numbers are digits as text, as multipart sends them; JSON may send them as numbers.
    const asText = Object.entries(fields).map(([name, value]): [string, unknown] => [
      name,
      typeof value === 'number' ? String(value) : value,
    ]);
    return { fields: Object.fromEntries(asText), picture: undefined };
  }
  const fields: Record<string, unknown> = {};
  let picture: WebinarPictureUpload | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_WEBINAR_PICTURE_BYTES, files: 2, fields: 20 },
    })) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname === 'picture' && bytes.length > 0 && !picture)
          picture = { bytes, mimeType: part.mimetype, fileName: part.filename };
        continue;
      }
      if (typeof part.value !== 'string' || part.fieldname in fields) continue;
      if (part.value.includes('\u0000'))
        throw badRequest(`${part.fieldname}: ${NUL_MESSAGE}`, { [part.fieldname]: [NUL_MESSAGE] });
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('Cover picture: at most 10 MB', { picture: ['Cover picture: at most 10 MB'] });
    throw error;
  }
  return { fields, picture };
}
