import type { z } from 'zod';
import type { HealthResponseSchema } from '../schemas/session.ts';
import { endpoint } from './endpoint.ts';

/** The health probe (docs/operations.md): 200 when healthy, 503 with the same shape when degraded. */
export const HEALTH_ENDPOINTS = {
  health: endpoint<{ response: z.output<typeof HealthResponseSchema> }>('GET', '/health'),
} as const;
