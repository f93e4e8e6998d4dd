import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { type GroupFileField, type GroupFileUpload, MAX_GROUP_FILE_BYTES } from './group-files.ts';

const FILE_FIELDS = new Set<GroupFileField>(['picture', 'cover_image', 'disclosure_document']);
const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** A zod failure as the API's 400: the first message, and every field's messages. */
export function formError(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return badRequest(error.issues[0]!.message, errors);
}

/**
 * The create / edit form, as multipart (fields, repeated fields as lists, and the three files) or as
 * JSON (fields only). Unknown files are drained and ignored.
 */
export async function readGroupForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: GroupFileUpload[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: GroupFileUpload[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_GROUP_FILE_BYTES, files: 3, fields: 40 },
    })) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        const field = part.fieldname as GroupFileField;
        if (FILE_FIELDS.has(field) && bytes.length > 0 && !files.some((file) => file.field === field))
          files.push({ field, bytes, mimeType: part.mimetype, fileName: part.filename });
        continue;
      }
      if (typeof part.value !== 'string') continue;
      if (part.value.includes('\u0000'))
        throw badRequest(`${part.fieldname}: ${NUL_MESSAGE}`, { [part.fieldname]: [NUL_MESSAGE] });
      const name = part.fieldname.replace(/\[\]$/, '');
      const before = fields[name];
      fields[name] =
        before === undefined ? part.value : [...(Array.isArray(before) ? before : [before]), part.value];
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('A file must be at most 10 MB');
    throw error;
  }
  return { fields, files };
}
