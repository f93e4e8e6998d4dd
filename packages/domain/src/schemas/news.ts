import { z } from 'zod';
import { recordIdParamSchema } from './record-id.ts';

/** news-detail/:id (docs/api.md "News"); the items' shapes are in discovery.ts. */
export const NewsIdParamsSchema = z.object({ id: recordIdParamSchema('id must be a news id') });
