import { z } from 'zod';

const shortText = z.string().trim().max(200);

/** Visitor session tracking (platform.md §3 "Session update"); every field is optional. */
export const SessionDeviceSchema = z
  .object({
    name: shortText.nullish(),
    version: shortText.nullish(),
    os: shortText.nullish(),
    manufacturer: shortText.nullish(),
    product: shortText.nullish(),
  })
  .strip();

export const SessionUpdateRequestSchema = z
  .object({
    session_id: z.string().trim().min(8).max(64).optional(),
    medium: shortText.nullish(),
    source: shortText.nullish(),
    campaign: shortText.nullish(),
    utm_id: shortText.nullish(),
    utm_content: shortText.nullish(),
    utm_term: shortText.nullish(),
    ipaddress: z.string().trim().max(64).nullish(),
    device: SessionDeviceSchema.nullish(),
    user: z.union([z.string(), z.number()]).nullish(),
  })
  .strip();
export type SessionUpdateRequest = z.infer<typeof SessionUpdateRequestSchema>;

export const SessionUpdateResponseSchema = z.object({
  session_id: z.string(),
  message: z.string(),
});
export type SessionUpdateResponse = z.infer<typeof SessionUpdateResponseSchema>;

/** One dependency's state in the health probe: up or down, and which driver serves it. */
export const HealthComponentSchema = z.object({ status: z.enum(['up', 'down']), driver: z.string() });

/** GET /backend/health (platform): 200 `ok` when the database and bus answer, else 503 `degraded`. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: HealthComponentSchema,
  bus: HealthComponentSchema,
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
