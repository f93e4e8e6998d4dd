import type { z } from 'zod';
import type { SessionUpdateRequestSchema, SessionUpdateResponseSchema } from '../schemas/session.ts';
import { endpoint } from './endpoint.ts';

/** The visitor session's call (platform.md §3 "Session update", §7), declared once. */
export const SESSION_ENDPOINTS = {
  updateUserSession: endpoint<{
    body: z.input<typeof SessionUpdateRequestSchema>;
    response: z.output<typeof SessionUpdateResponseSchema>;
  }>('PATCH', '/api/update-user-session/'),
} as const;
