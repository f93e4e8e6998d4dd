import type { z } from 'zod';
import type { MessageResponseSchema } from '../schemas/common.ts';

/** What a client sends for a schema (its input) and what it gets back (its output): the declarations' types. */
export type In<Schema extends z.ZodType> = z.input<Schema>;
export type Out<Schema extends z.ZodType> = z.output<Schema>;
/** The `{message}` answer. */
export type Message = Out<typeof MessageResponseSchema>;
